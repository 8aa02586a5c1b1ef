import RIBs

protocol CartListener: AnyObject {}
protocol CartRouting: Routing {} // fact: part-of Cart
protocol CartInteractable: Interactable {} // fact: part-of Cart

final class CartRouter: Router<CartInteractable>, CartRouting {} // fact: part-of Cart

final class CartInteractor: Interactor, CartInteractable { // fact: part-of Cart
    weak var listener: CartListener?
}

// A value only the cart's files use.
struct CartLine {} // fact: declared-in Cart
