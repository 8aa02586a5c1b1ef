public enum RIBsPlaceholder {}
