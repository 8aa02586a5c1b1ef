import RIBs

protocol ProfileRouting: ViewableRouting {}

protocol ProfilePresentable: Presentable {
    var listener: ProfilePresentableListener? { get set }
}

protocol ProfileListener: AnyObject {}

// Clean: ProfileBuilder is made inside BuilderContainer, but on RootBuilder's behalf, and
// RootRouter builds and attaches Profile: Root > Profile.
final class ProfileInteractor: PresentableInteractor<ProfilePresentable>, ProfileInteractable, ProfilePresentableListener {
    weak var router: ProfileRouting?
    weak var listener: ProfileListener?

    private let learnerName: String

    init(presenter: ProfilePresentable, learnerName: String) {
        self.learnerName = learnerName
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }
}
