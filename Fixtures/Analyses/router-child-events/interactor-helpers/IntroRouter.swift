import RIBs

// The interactor reaches its router through helpers that never name the router themselves:
// `didBecomeActive` calls `startFlow`, which calls `presentIntro`, which routes. The route still
// runs only while the RIB loads. Bodies that lead nowhere near the router (`formatTitle`,
// `logVisit`) are not needed to tell that, and the analysis leaves them unparsed.

protocol IntroInteractable: Interactable {
    var router: IntroRouting? { get set }
}
protocol IntroViewControllable: ViewControllable {}
protocol IntroRouting: ViewableRouting {
    func routeToWelcome()
    func routeToHelp()
}
protocol WelcomeBuildable: Buildable {
    func build(withListener listener: IntroInteractable) -> ViewableRouting
}

final class IntroRouter: ViewableRouter<IntroInteractable, IntroViewControllable>, IntroRouting {
    private let welcomeBuilder: WelcomeBuildable
    private var welcome: ViewableRouting?
    private var help: ViewableRouting?

    init(interactor: IntroInteractable, viewController: IntroViewControllable, welcomeBuilder: WelcomeBuildable) {
        self.welcomeBuilder = welcomeBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToWelcome() { // fact: only-at-load
        let router = welcomeBuilder.build(withListener: interactor)
        welcome = router
        attachChild(router) // fact: attach other
    }

    // Reached from a tap as well as from the load: it may run many times.
    func routeToHelp() {
        let router = welcomeBuilder.build(withListener: interactor)
        help = router
        attachChild(router) // fact: attach other
    }
}

/// What the view tells the interactor: a tap of its help button.
protocol IntroPresentableListener: AnyObject {
    func helpTapped()
}

final class IntroInteractor: Interactor, IntroInteractable, IntroPresentableListener {
    weak var router: IntroRouting?

    override func didBecomeActive() {
        super.didBecomeActive()
        logVisit()
        startFlow()
    }

    private func startFlow() {
        let title = formatTitle()
        presentIntro(title)
    }

    private func presentIntro(_ title: String) {
        router?.routeToWelcome()
        showHelpIfNeeded(title.isEmpty)
    }

    private func showHelpIfNeeded(_ needed: Bool) {
        if needed { openHelp() }
    }

    func helpTapped() {
        openHelp()
    }

    private func openHelp() {
        router?.routeToHelp()
    }

    private func formatTitle() -> String {
        "Welcome"
    }

    private func logVisit() {
        print("intro shown")
    }
}
