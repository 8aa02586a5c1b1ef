import RIBs

protocol RootInteractable: Interactable, PlantsListener {
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {
    func show(content: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let plantsBuilder: PlantsBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, plantsBuilder: PlantsBuildable) {
        self.plantsBuilder = plantsBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let plants = plantsBuilder.build(withListener: interactor)
        attachChild(plants)
        viewController.show(content: plants.viewControllable)
    }
}
