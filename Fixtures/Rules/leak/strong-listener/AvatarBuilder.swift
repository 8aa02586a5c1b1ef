import RIBs

protocol AvatarDependency: Dependency {}

final class AvatarComponent: Component<AvatarDependency> {}

// MARK: - Builder

protocol AvatarBuildable: Buildable {
    func build(withListener listener: AvatarListener) -> AvatarRouting
}

final class AvatarBuilder: Builder<AvatarDependency>, AvatarBuildable {
    override init(dependency: AvatarDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: AvatarListener) -> AvatarRouting {
        _ = AvatarComponent(dependency: dependency)
        let interactor = AvatarInteractor(listener: listener)
        return AvatarRouter(interactor: interactor)
    }
}
