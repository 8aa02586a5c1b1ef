import Foundation

public final class SavedItems {
    public private(set) var names: [String] = []

    public init() {}

    public func remove(_ name: String) {
        names.removeAll { $0 == name }
    }
}
