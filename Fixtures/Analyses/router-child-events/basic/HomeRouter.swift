import RIBs

protocol HomeInteractable: Interactable {}
protocol HomeViewControllable: ViewControllable {}
protocol HomeRouting: ViewableRouting {}
protocol ProfileBuildable: Buildable {
    func build(withListener listener: HomeInteractable) -> ViewableRouting
}

final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
    private let profileBuilder: ProfileBuildable
    private let tabBuilder: ProfileBuildable
    private var profile: ViewableRouting?

    init(interactor: HomeInteractable, viewController: HomeViewControllable,
         profileBuilder: ProfileBuildable, tabBuilder: ProfileBuildable) {
        self.profileBuilder = profileBuilder
        self.tabBuilder = tabBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    override func didLoad() { // fact: only-at-load
        super.didLoad()
        attachTabs()
    }

    private func attachTabs() { // fact: only-at-load
        let tab = tabBuilder.build(withListener: interactor)
        attachChild(tab) // fact: attach other
    }

    func routeToProfile() {
        guard profile == nil else { return }
        let router = profileBuilder.build(withListener: interactor)
        profile = router
        attachChild(router) // fact: attach other
    }

    func routeAwayFromProfile() {
        if let current = profile {
            detachChild(current) // fact: detach profile
            profile = nil
        }
    }

    // The detach runs later, from a closure that holds self weakly: still this router's.
    func dismissProfileLater(after delay: Double) {
        guard let old = profile else { return }
        profile = nil
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            self?.detachChild(old) // fact: detach profile
        }
    }

    func close(_ child: ViewableRouting) {
        detachChild(child) // fact: detach parameter
    }
}
