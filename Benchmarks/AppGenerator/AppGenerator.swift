public enum AppGeneratorPlaceholder {}
