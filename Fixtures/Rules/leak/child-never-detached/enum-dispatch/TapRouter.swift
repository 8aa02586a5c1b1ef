import RIBs

protocol TapInteractable: Interactable {
    var router: TapRouting? { get set }
    var listener: TapListener? { get set }
}

final class TapRouter: Router<TapInteractable>, TapRouting {
    override init(interactor: TapInteractable) {
        super.init(interactor: interactor)
        interactor.router = self
    }
}
