import RIBs

protocol RootInteractable: Interactable, MenuListener, SpecialsListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let menuBuilder: MenuBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, menuBuilder: MenuBuildable) {
        self.menuBuilder = menuBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let menu = menuBuilder.build(withListener: interactor)
        attachChild(menu)
        attachChild(SpecialsBuilder().build(withListener: interactor))
    }
}
