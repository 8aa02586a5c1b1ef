import Foundation

final class ParcelStore {
    private(set) var trackingNumbers: [String] = []
}
