import RIBs

protocol PlantsDependency: Dependency {
    var wateringSchedule: WateringSchedule { get }
}

final class PlantsComponent: Component<PlantsDependency> {
    var wateringSchedule: WateringSchedule { dependency.wateringSchedule }
}

protocol PlantsBuildable: Buildable {
    func build(withListener listener: PlantsListener) -> PlantsRouting
}

final class PlantsBuilder: Builder<PlantsDependency>, PlantsBuildable {
    func build(withListener listener: PlantsListener) -> PlantsRouting {
        let component = PlantsComponent(dependency: dependency)
        let viewController = PlantsViewController()
        let interactor = PlantsInteractor(presenter: viewController, schedule: component.wateringSchedule)
        interactor.listener = listener
        return PlantsRouter(interactor: interactor, viewController: viewController)
    }
}
