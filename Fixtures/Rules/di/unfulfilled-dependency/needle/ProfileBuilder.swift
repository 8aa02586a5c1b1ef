import NeedleFoundation
import RIBs

protocol ProfileDependency: Dependency {
    // From the grand-parent, RootComponent.
    var userSession: UserSession { get }
    // From the parent, HomeComponent.
    var theme: Theme { get }
    // Nobody on the path provides it. The message names avatarCache, AvatarCache and the path
    // Root > Home > Profile.
    var avatarCache: AvatarCache { get } // expect: di/unfulfilled-dependency
}

final class ProfileComponent: Component<ProfileDependency> {
    var userSession: UserSession { dependency.userSession }
    var theme: Theme { dependency.theme }
    var avatarCache: AvatarCache { dependency.avatarCache }
}

// MARK: - Builder

protocol ProfileBuildable: Buildable {
    func build(withListener listener: ProfileListener) -> ProfileRouting
}

final class ProfileBuilder: ComponentizedBuilder<ProfileComponent, ProfileRouting, ProfileListener, Void>, ProfileBuildable {
    override func build(with component: ProfileComponent, _ listener: ProfileListener) -> ProfileRouting {
        let viewController = ProfileViewController(theme: component.theme, cache: component.avatarCache)
        let interactor = ProfileInteractor(presenter: viewController, session: component.userSession)
        interactor.listener = listener
        return ProfileRouter(interactor: interactor, viewController: viewController)
    }

    func build(withListener listener: ProfileListener) -> ProfileRouting {
        build(withDynamicBuildDependency: listener, dynamicComponentDependency: ()).1
    }
}
