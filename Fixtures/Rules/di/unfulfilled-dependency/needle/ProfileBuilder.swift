import NeedleFoundation
import RIBs

/// Profile has two parents, Home and Settings, so two paths: Root > Home > Profile and
/// Root > Settings > Profile.
protocol ProfileDependency: Dependency {
    // From the grand-parent, RootComponent, on both paths.
    var userSession: UserSession { get }
    // From HomeComponent on the first path; nothing on the second. One finding, whose message
    // names theme, Theme and the failing path Root > Settings > Profile.
    var theme: Theme { get } // expect: di/unfulfilled-dependency
    // Nobody on either path provides it. One finding, whose message names avatarCache,
    // AvatarCache and both paths.
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
