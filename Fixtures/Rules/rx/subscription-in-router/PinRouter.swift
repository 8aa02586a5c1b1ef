import RIBs

protocol PinInteractable: Interactable {
    var router: PinRouting? { get set }
    var listener: PinListener? { get set }
}

final class PinRouter: Router<PinInteractable>, PinRouting {
    init(interactor: PinInteractable) {
        super.init(interactor: interactor)
        interactor.router = self
    }
}
