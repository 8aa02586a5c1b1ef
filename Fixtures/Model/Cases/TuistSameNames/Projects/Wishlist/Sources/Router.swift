import RIBs

protocol Interactable: RIBs.Interactable {
    var router: Routing? { get set }
    var listener: Listener? { get set }
}

final class Router: RIBs.Router<Interactable>, Routing {
    override init(interactor: Interactable) {
        super.init(interactor: interactor)
        interactor.router = self
    }
}
