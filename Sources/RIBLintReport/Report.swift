import RIBLintCore
public enum RIBLintReportPlaceholder {}
