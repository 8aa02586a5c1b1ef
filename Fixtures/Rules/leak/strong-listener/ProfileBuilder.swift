import RIBs

protocol ProfileDependency: Dependency {}

final class ProfileComponent: Component<ProfileDependency> {}

// MARK: - Builder

/// What the parent hands over to build a profile. A value that lives only for the `build` call:
/// holding the listener strongly here is fine, it is not a property of an interactor, presenter,
/// view or router, so `leak/strong-listener` must not fire on it.
struct ProfilePayload {
    let userId: String
    let listener: ProfileListener
}

protocol ProfileBuildable: Buildable {
    func build(with payload: ProfilePayload) -> ProfileRouting
}

final class ProfileBuilder: Builder<ProfileDependency>, ProfileBuildable {
    override init(dependency: ProfileDependency) {
        super.init(dependency: dependency)
    }

    func build(with payload: ProfilePayload) -> ProfileRouting {
        let component = ProfileComponent(dependency: dependency)
        let viewController = ProfileViewController()
        let interactor = ProfileInteractor(presenter: viewController, analyticsDelegate: ProfileAnalytics(userId: payload.userId))
        interactor.listener = payload.listener
        let avatarBuilder = AvatarBuilder(dependency: component)
        let router = ProfileRouter(interactor: interactor, viewController: viewController, avatarBuilder: avatarBuilder)
        router.listener = payload.listener
        return router
    }
}
