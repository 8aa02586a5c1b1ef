/// The version riblint reports (`--version`, reports, cache keys).
public enum RIBLintVersion {
    public static let current = "0.1.0"
}
