import RIBLintModel
import RIBLintCore
public enum RIBLintRulesPlaceholder {}
