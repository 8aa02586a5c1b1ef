import RIBs

protocol RatingListener: AnyObject {}

protocol RatingInteractable: Interactable {}

final class RatingInteractor: Interactor, RatingInteractable { // expect: structure/incomplete-rib, structure/unreachable-rib
    weak var listener: RatingListener?

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }
}
