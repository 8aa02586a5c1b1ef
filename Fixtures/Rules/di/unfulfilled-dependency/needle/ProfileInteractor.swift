import RIBs

protocol ProfileRouting: ViewableRouting {}

protocol ProfilePresentable: Presentable {
    var listener: ProfilePresentableListener? { get set }
}

protocol ProfileListener: AnyObject {}

final class ProfileInteractor: PresentableInteractor<ProfilePresentable>, ProfileInteractable, ProfilePresentableListener {
    weak var router: ProfileRouting?
    weak var listener: ProfileListener?

    private let session: UserSession

    init(presenter: ProfilePresentable, session: UserSession) {
        self.session = session
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
