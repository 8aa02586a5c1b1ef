import RIBs

protocol ParkingDependency: Dependency {
    // Clean: read by ParkingInteractor as component.dependency.meterService.
    var meterService: MeterService { get }
    // Clean: read by ParkingInteractor as component.dependency.zoneCatalog, in a method.
    var zoneCatalog: ZoneCatalog { get }
    // Clean: read by ParkingComponent, whose property the interactor reads.
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
        // The whole component goes to the interactor, which reads what it needs from it.
        let interactor = ParkingInteractor(presenter: viewController, component: component)
        interactor.listener = listener
        return ParkingRouter(interactor: interactor, viewController: viewController)
    }
}
