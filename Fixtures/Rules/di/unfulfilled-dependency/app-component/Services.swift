import Foundation

final class KitchenClient {
    func openOrders() -> [String] { [] }
}

final class Basket {
    private(set) var dishes: [String] = []

    func add(_ dish: String) {
        dishes.append(dish)
    }
}

final class PaymentGateway {
    let merchant: String

    init(merchant: String) {
        self.merchant = merchant
    }
}
