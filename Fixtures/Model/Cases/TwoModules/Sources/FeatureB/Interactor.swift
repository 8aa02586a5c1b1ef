import RIBs

protocol Interactable: RIBs.Interactable {}

final class Interactor: RIBs.Interactor, Interactable {
    weak var listener: Listener?
}

final class Router: RIBs.Router<Interactable> {}
