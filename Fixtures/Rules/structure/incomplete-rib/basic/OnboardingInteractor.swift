import RIBs

protocol OnboardingInteractable: Interactable {
    var listener: OnboardingListener? { get set }
}

protocol OnboardingListener: AnyObject {}

// No router in this RIB; and since nothing can attach it, nothing builds it either.
final class OnboardingInteractor: Interactor, OnboardingInteractable { // expect: structure/incomplete-rib, structure/unreachable-rib
    weak var listener: OnboardingListener?

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }
}
