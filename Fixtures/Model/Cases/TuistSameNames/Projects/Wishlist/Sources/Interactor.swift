import RIBs

public protocol Routing: RIBs.Routing {}

final class Interactor: RIBs.Interactor, Interactable {
    weak var router: Routing?
    weak var listener: Listener?

    private let savedItems: SavedItems

    init(savedItems: SavedItems) {
        self.savedItems = savedItems
        super.init()
    }

    func moveToCart(itemName: String) {
        savedItems.remove(itemName)
        listener?.wishlistDidMoveToCart(itemName: itemName)
    }
}
