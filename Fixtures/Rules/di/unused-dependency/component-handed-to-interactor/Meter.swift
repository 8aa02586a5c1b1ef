import RIBs

protocol MeterDependency: Dependency {
    // Clean: the builder hands the dependency object itself to MeterInteractor, which reads
    // both of these through it.
    var meterService: MeterService { get }
    var zoneCatalog: ZoneCatalog { get }
}

final class MeterComponent: Component<MeterDependency> {}

// MARK: - Builder

protocol MeterBuildable: Buildable {
    func build(withListener listener: MeterListener) -> MeterRouting
}

final class MeterBuilder: Builder<MeterDependency>, MeterBuildable {
    override init(dependency: MeterDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: MeterListener) -> MeterRouting {
        let component = MeterComponent(dependency: dependency)
        // Not the component: its dependency object, handed on whole.
        let interactor = MeterInteractor(dependency: component.dependency)
        interactor.listener = listener
        return MeterRouter(interactor: interactor)
    }
}

// MARK: - Interactor and router (a RIB without a view)

protocol MeterRouting: Routing {}

protocol MeterListener: AnyObject {}

protocol MeterInteractable: Interactable {
    var router: MeterRouting? { get set }
    var listener: MeterListener? { get set }
}

final class MeterInteractor: Interactor, MeterInteractable {
    weak var router: MeterRouting?
    weak var listener: MeterListener?
    private let dependency: MeterDependency

    init(dependency: MeterDependency) {
        self.dependency = dependency
        super.init()
    }

    func startSession(plate: String, latitude: Double, longitude: Double) {
        let zone = dependency.zoneCatalog.zone(near: latitude, longitude)
        dependency.meterService.startSession(plate: plate, zone: zone)
    }
}

final class MeterRouter: Router<MeterInteractable>, MeterRouting {
    override init(interactor: MeterInteractable) {
        super.init(interactor: interactor)
        interactor.router = self
    }
}
