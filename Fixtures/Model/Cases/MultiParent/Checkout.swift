import RIBs

protocol CheckoutDependency: Dependency {}

final class CheckoutComponent: Component<CheckoutDependency> {
    let locationService = LocationService()
}

protocol CheckoutBuildable: Buildable {
    func build(withListener listener: CheckoutListener) -> Routing
}

protocol CheckoutListener: AnyObject {}

final class CheckoutBuilder: Builder<CheckoutDependency>, CheckoutBuildable {
    func build(withListener listener: CheckoutListener) -> Routing {
        let component = CheckoutComponent(dependency: dependency)
        let interactor = CheckoutInteractor()
        interactor.listener = listener
        return CheckoutRouter(interactor: interactor, locationPickerBuilder: LocationPickerBuilder(dependency: component))
    }
}

protocol CheckoutInteractable: Interactable, LocationPickerListener {}

final class CheckoutInteractor: Interactor, CheckoutInteractable {
    weak var listener: CheckoutListener?
}

final class CheckoutRouter: Router<CheckoutInteractable> {
    private let locationPickerBuilder: LocationPickerBuildable

    init(interactor: CheckoutInteractable, locationPickerBuilder: LocationPickerBuildable) {
        self.locationPickerBuilder = locationPickerBuilder
        super.init(interactor: interactor)
    }

    func pickLocation() {
        attachChild(locationPickerBuilder.build(withListener: interactor))
    }
}

extension CheckoutComponent: LocationPickerDependency {}

final class LocationService {}
