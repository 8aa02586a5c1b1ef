import RIBs

protocol ShakeDependency: Dependency {}

final class ShakeComponent: Component<ShakeDependency> {}

// MARK: - Builder

protocol ShakeBuildable: Buildable {
    func build(withListener listener: ShakeListener) -> ShakeRouting
}

final class ShakeBuilder: Builder<ShakeDependency>, ShakeBuildable {
    override init(dependency: ShakeDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ShakeListener) -> ShakeRouting {
        _ = ShakeComponent(dependency: dependency)
        let interactor = ShakeInteractor()
        interactor.listener = listener
        return ShakeRouter(interactor: interactor)
    }
}
