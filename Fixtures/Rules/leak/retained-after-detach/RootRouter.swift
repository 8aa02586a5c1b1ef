import RIBs

protocol RootInteractable: Interactable, HomeListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {
    func replaceScreen(with viewController: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let homeBuilder: HomeBuildable
    private var currentChild: ViewableRouting?

    init(interactor: RootInteractable, viewController: RootViewControllable, homeBuilder: HomeBuildable) {
        self.homeBuilder = homeBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        routeToHome()
    }

    func routeToHome() {
        detachCurrentChild()
        let home = homeBuilder.build(withListener: interactor)
        currentChild = home
        attachChild(home)
        viewController.replaceScreen(with: home.viewControllable)
    }

    func reloadHome() {
        detachCurrentChild()
        let home = homeBuilder.build(withListener: interactor)
        currentChild = home
        attachChild(home)
        viewController.replaceScreen(with: home.viewControllable)
    }

    // Private, and each of its callers reassigns `currentChild` right after: clean.
    private func detachCurrentChild() {
        if let currentChild = currentChild {
            detachChild(currentChild)
        }
    }
}
