import NeedleFoundation
import RIBs

protocol RootDependency: Dependency {}

/// Makes its children's builders in computed properties, each child component with
/// `parent: self`: Root is the parent component of Plan and Stats.
final class RootComponent: Component<RootDependency> {
    var planBuilder: PlanBuildable {
        PlanBuilder { PlanComponent(parent: self) }
    }

    var statsBuilder: StatsBuildable {
        StatsBuilder { StatsComponent(parent: self) }
    }
}

// MARK: - Builder

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: SimpleComponentizedBuilder<RootComponent, LaunchRouting>, RootBuildable {
    override func build(with component: RootComponent) -> LaunchRouting {
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(interactor: interactor, viewController: viewController,
                          planBuilder: component.planBuilder, statsBuilder: component.statsBuilder)
    }
}
