import RIBs

// A copy of the Plants RIB from before it had a screen, left in the folder when the project
// dropped these files. Garden.xcodeproj lists none of Old/: no target compiles them, and their
// names clash with Garden/Plants only because nothing ever builds them side by side.

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
        _ = PlantsComponent(dependency: dependency)
        let interactor = PlantsInteractor()
        interactor.listener = listener
        return PlantsRouter(interactor: interactor)
    }
}
