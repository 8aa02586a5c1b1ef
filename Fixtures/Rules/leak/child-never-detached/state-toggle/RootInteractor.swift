import RIBs

protocol RootRouting: ViewableRouting {
    func routeToLoggedIn()
    func routeToLoggedOut()
    func routeToProfile()
}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

protocol RootListener: AnyObject {}

/// Signed in or signed out: each state's listener call swaps it for the other.
final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: RootRouting?
    weak var listener: RootListener?

    override init(presenter: RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }

    // LoggedOut's calls.
    func didLogIn() {
        router?.routeToLoggedIn()
    }

    // Also LoggedOut's: it answers the same way, through the method above.
    func didSkipLogin() {
        didLogIn()
    }

    func showProfile() {
        router?.routeToProfile()
    }

    // LoggedIn's calls.
    func didLogOut() {
        router?.routeToLoggedOut()
    }

    // LoggedIn asks for the profile too, but the route detaches only LoggedOut.
    func tokenRefreshed() {
        showProfile()
    }
}
