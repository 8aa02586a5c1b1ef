import RIBs

protocol RootInteractable: Interactable, PlanListener, StatsListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let planBuilder: PlanBuildable
    private let statsBuilder: StatsBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, planBuilder: PlanBuildable, statsBuilder: StatsBuildable) {
        self.planBuilder = planBuilder
        self.statsBuilder = statsBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let plan = planBuilder.build(withListener: interactor)
        attachChild(plan)
        let stats = statsBuilder.build(withListener: interactor)
        attachChild(stats)
    }
}
