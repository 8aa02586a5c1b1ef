import Combine
import RIBs

/// The project's base for presentable interactors (vocabulary, not a RIB): it empties
/// `cancellables` whenever the interactor resigns active.
class BaseInteractor<PresenterType>: PresentableInteractor<PresenterType> {
    var cancellables = Set<AnyCancellable>()

    override func willResignActive() {
        super.willResignActive()
        cancellables = Set<AnyCancellable>()
    }
}
