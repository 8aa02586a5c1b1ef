import RIBs

protocol PinDependency: Dependency {}

final class PinComponent: Component<PinDependency> {}

// MARK: - Builder

protocol PinBuildable: Buildable {
    func build(withListener listener: PinListener) -> PinRouting
}

final class PinBuilder: Builder<PinDependency>, PinBuildable {
    override init(dependency: PinDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: PinListener) -> PinRouting {
        _ = PinComponent(dependency: dependency)
        let interactor = PinInteractor()
        interactor.listener = listener
        return PinRouter(interactor: interactor)
    }
}
