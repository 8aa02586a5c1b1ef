import RIBs

protocol ProfileDependency: Dependency {}

final class ProfileComponent: Component<ProfileDependency> {}

protocol ProfileBuildable: Buildable {
    func build(withListener listener: ProfileListener) -> Routing
}

protocol ProfileListener: AnyObject {}

final class ProfileBuilder: Builder<ProfileDependency>, ProfileBuildable {
    func build(withListener listener: ProfileListener) -> Routing {
        let component = ProfileComponent(dependency: dependency)
        let interactor = ProfileInteractor()
        interactor.listener = listener
        return ProfileRouter(interactor: interactor, locationPickerBuilder: LocationPickerBuilder(dependency: component))
    }
}

protocol ProfileInteractable: Interactable, LocationPickerListener {}

final class ProfileInteractor: Interactor, ProfileInteractable {
    weak var listener: ProfileListener?
}

final class ProfileRouter: Router<ProfileInteractable> {
    private let locationPickerBuilder: LocationPickerBuildable

    init(interactor: ProfileInteractable, locationPickerBuilder: LocationPickerBuildable) {
        self.locationPickerBuilder = locationPickerBuilder
        super.init(interactor: interactor)
    }

    func editHome() {
        attachChild(locationPickerBuilder.build(withListener: interactor))
    }
}

extension ProfileComponent: LocationPickerDependency {}
