import RIBs

protocol TipListener: AnyObject {}

protocol TipInteractable: Interactable {}

final class TipInteractor: Interactor, TipInteractable {
    weak var listener: TipListener?

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }
}
