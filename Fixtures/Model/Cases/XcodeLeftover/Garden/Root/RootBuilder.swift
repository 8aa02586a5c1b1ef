import RIBs

protocol RootDependency: Dependency {
    var wateringSchedule: WateringSchedule { get }
}

final class RootComponent: Component<RootDependency> {
    var wateringSchedule: WateringSchedule { dependency.wateringSchedule }
}

extension RootComponent: PlantsDependency {}

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        // The PlantsBuilder of Garden/Plants, the one the project compiles.
        return RootRouter(interactor: interactor, viewController: viewController,
                          plantsBuilder: PlantsBuilder(dependency: component))
    }
}
