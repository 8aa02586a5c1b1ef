import RIBs

protocol ShakeInteractable: Interactable {
    var router: ShakeRouting? { get set }
    var listener: ShakeListener? { get set }
}

final class ShakeRouter: Router<ShakeInteractable>, ShakeRouting {
    override init(interactor: ShakeInteractable) {
        super.init(interactor: interactor)
        interactor.router = self
    }
}
