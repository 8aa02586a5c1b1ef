import RIBs

protocol WelcomeRouting: ViewableRouting {}

protocol WelcomePresentable: Presentable {
    var listener: WelcomePresentableListener? { get set }
    func showUnknownRider()
}

protocol WelcomeListener: AnyObject {
    func welcomeDidSignIn(rider: Rider)
}

final class WelcomeInteractor: PresentableInteractor<WelcomePresentable>, WelcomeInteractable, WelcomePresentableListener {
    weak var router: WelcomeRouting?
    weak var listener: WelcomeListener?
    private let riderDirectory: RiderDirectory

    init(presenter: WelcomePresentable, riderDirectory: RiderDirectory) {
        self.riderDirectory = riderDirectory
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func signIn(name: String) {
        guard let rider = riderDirectory.rider(named: name) else {
            presenter.showUnknownRider()
            return
        }
        listener?.welcomeDidSignIn(rider: rider)
    }
}
