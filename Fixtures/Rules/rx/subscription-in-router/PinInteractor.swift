import RIBs

protocol PinRouting: Routing {}

protocol PinListener: AnyObject {}

final class PinInteractor: Interactor, PinInteractable {
    weak var router: PinRouting?
    weak var listener: PinListener?

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }
}
