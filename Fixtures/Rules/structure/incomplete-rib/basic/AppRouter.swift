import RIBs

protocol AppInteractable: Interactable, HomeListener {
    var router: AppRouting? { get set }
    var listener: AppListener? { get set }
}

protocol AppViewControllable: ViewControllable {}

// A LaunchRouter: the root by design, so not unreachable, but nothing builds it through a
// builder.
final class AppRouter: LaunchRouter<AppInteractable, AppViewControllable>, AppRouting { // expect: structure/incomplete-rib
    private let homeBuilder: HomeBuildable

    init(interactor: AppInteractable, viewController: AppViewControllable, component: AppComponent) {
        homeBuilder = HomeBuilder(dependency: component)
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let home = homeBuilder.build(withListener: interactor)
        attachChild(home)
    }
}
