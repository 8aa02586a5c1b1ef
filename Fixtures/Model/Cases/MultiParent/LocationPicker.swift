import RIBs

protocol LocationPickerDependency: Dependency {
    var locationService: LocationService { get }
}

final class LocationPickerComponent: Component<LocationPickerDependency> {
    fileprivate var locationService: LocationService {
        return dependency.locationService
    }
}

protocol LocationPickerBuildable: Buildable {
    func build(withListener listener: LocationPickerListener) -> Routing
}

protocol LocationPickerListener: AnyObject {
    func didPick()
}

final class LocationPickerBuilder: Builder<LocationPickerDependency>, LocationPickerBuildable {
    func build(withListener listener: LocationPickerListener) -> Routing {
        let component = LocationPickerComponent(dependency: dependency)
        let interactor = LocationPickerInteractor(service: component.locationService)
        interactor.listener = listener
        return LocationPickerRouter(interactor: interactor)
    }
}

final class LocationPickerInteractor: Interactor {
    weak var listener: LocationPickerListener?
    private let service: LocationService

    init(service: LocationService) {
        self.service = service
    }
}

final class LocationPickerRouter: Router<Interactable> {}
