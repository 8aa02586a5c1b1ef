import RIBs

protocol RootRouting: ViewableRouting {
    func routeToSplash()
    func dismissSplash()
    func routeToOnboarding()
    func dismissOnboarding()
    func routeToHome()
    func routeToHelp()
    func routeToBanner()
}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

protocol RootListener: AnyObject {}

/// The interactor hands the screen over from child to child: each listener call first has the
/// router detach the child that sent it, then routes on.
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

    // The view controller calls this from its `viewDidLoad` only: once.
    func viewDidLoad() {
        router?.routeToSplash()
    }

    // Called on every appearance.
    func viewDidAppear() {
        router?.routeToBanner()
    }

    override func willResignActive() {
        super.willResignActive()
    }

    // Splash sends this once: Splash is detached, then Onboarding attached.
    func splashDidFinish() {
        router?.dismissSplash()
        router?.routeToOnboarding()
    }

    // Onboarding, attached once by the hand-over above, sends this once: the next link. The
    // route detaches Onboarding itself, after attaching Home.
    func onboardingDidFinish() {
        finishSetup()
    }

    // A helper only the listener method above calls.
    private func finishSetup() {
        router?.routeToHome()
    }

    // Home stays attached and may ask again: detaching Onboarding first does not make it once.
    func homeWantsHelp() {
        router?.dismissOnboarding()
        router?.routeToHelp()
    }
}
