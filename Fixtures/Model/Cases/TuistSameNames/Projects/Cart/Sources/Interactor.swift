import RIBs

public protocol Routing: RIBs.Routing {}

final class Interactor: RIBs.Interactor, Interactable {
    weak var router: Routing?
    weak var listener: Listener?

    private let basket: Basket

    init(basket: Basket) {
        self.basket = basket
        super.init()
    }

    func checkOut() {
        listener?.cartDidCheckOut(total: basket.items.reduce(0) { $0 + $1.price })
    }
}
