import RIBs

protocol ParkingDependency: Dependency {
    // Clean: the builder hands the dependency object itself to ParkingInteractor, which reads
    // this through it.
    var meterService: MeterService { get }
    // Clean: read by ParkingInteractor through the same object, in a method.
    var zoneCatalog: ZoneCatalog { get }
    // Clean: read by ParkingComponent.
    var plateNumber: String { get }
}

final class ParkingComponent: Component<ParkingDependency> {
    var plateNumber: String { dependency.plateNumber }
}

// MARK: - Builder

protocol ParkingBuildable: Buildable {
    func build(withListener listener: ParkingListener) -> ParkingRouting
}

final class ParkingBuilder: Builder<ParkingDependency>, ParkingBuildable {
    override init(dependency: ParkingDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ParkingListener) -> ParkingRouting {
        let component = ParkingComponent(dependency: dependency)
        let viewController = ParkingViewController()
        // The component's dependency object goes to the interactor whole: what the interactor
        // reads from it is out of the builder's sight.
        let interactor = ParkingInteractor(presenter: viewController, dependency: component.dependency,
                                           plateNumber: component.plateNumber)
        interactor.listener = listener
        return ParkingRouter(interactor: interactor, viewController: viewController)
    }
}
