import RIBs

protocol ShopRouting: ViewableRouting {} // fact: part-of Shop

final class ShopInteractor: Interactor, ShopInteractable { // fact: part-of Shop
    weak var router: ShopRouting?
}

final class ShopViewController: UIViewController, ShopViewControllable {} // fact: part-of Shop

// A model the root owns and hands down to every RIB below it.
final class PriceBook {} // fact: declared-in Shop
