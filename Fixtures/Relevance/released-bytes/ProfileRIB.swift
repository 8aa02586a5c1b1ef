// relevance: needed (a RIB: its parts inherit from framework bases)
import RIBs

protocol ProfileDependency: Dependency {
    var userName: String { get } // expect: di/unfulfilled-dependency
}

final class ProfileComponent: Component<ProfileDependency> {
    var userName: String { dependency.userName }
}

/// What the sample host hands the profile: it has no user name to give.
final class HostComponent: Component<EmptyDependency>, ProfileDependency {
    init() { super.init(dependency: EmptyComponent()) }
}

protocol ProfileBuildable: Buildable {
    func build() -> ProfileRouting
}

final class ProfileBuilder: Builder<ProfileDependency>, ProfileBuildable {
    func build() -> ProfileRouting {
        let component = ProfileComponent(dependency: dependency)
        let interactor = ProfileInteractor(name: component.userName, avatars: AvatarStore())
        return ProfileRouter(interactor: interactor)
    }
}

protocol ProfileRouting: Routing {}
protocol ProfileInteractable: Interactable {}

final class ProfileRouter: Router<ProfileInteractable>, ProfileRouting {}
