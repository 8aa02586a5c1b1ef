import RIBLintDriver
public enum TestSupportPlaceholder {}
