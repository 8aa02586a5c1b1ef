import RIBs

protocol TapDependency: Dependency {}

final class TapComponent: Component<TapDependency> {}

// MARK: - Builder

protocol TapBuildable: Buildable {
    func build(withListener listener: TapListener) -> TapRouting
}

final class TapBuilder: Builder<TapDependency>, TapBuildable {
    override init(dependency: TapDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: TapListener) -> TapRouting {
        _ = TapComponent(dependency: dependency)
        let interactor = TapInteractor()
        interactor.listener = listener
        return TapRouter(interactor: interactor)
    }
}
