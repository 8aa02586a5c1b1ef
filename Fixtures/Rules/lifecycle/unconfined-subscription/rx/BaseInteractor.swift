import RIBs
import RxSwift

/// The project's own base for its presentable interactors. Other interactors inherit from it, so
/// it is part of the framework vocabulary (SPEC section 3: bases are followed through the
/// project's subclasses), not a RIB of its own: no incomplete-rib or unreachable-rib here.
class BaseInteractor<PresenterType>: PresentableInteractor<PresenterType> {
    /// Emptied on every deactivation: subscriptions added to it are confined.
    var bag = DisposeBag()

    override func willResignActive() {
        super.willResignActive()
        bag = DisposeBag()
    }
}
