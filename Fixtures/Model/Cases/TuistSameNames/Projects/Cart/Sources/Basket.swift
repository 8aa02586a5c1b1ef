import Foundation

public struct BasketItem {
    public let name: String
    public let price: Int
}

public final class Basket {
    public private(set) var items: [BasketItem] = []

    public init() {}

    public func add(_ item: BasketItem) {
        items.append(item)
    }
}
