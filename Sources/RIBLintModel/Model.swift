public enum RIBLintModelPlaceholder {}
