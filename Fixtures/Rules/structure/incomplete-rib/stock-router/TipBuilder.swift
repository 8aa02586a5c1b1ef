import RIBs

protocol TipDependency: Dependency {}

final class TipComponent: Component<TipDependency> {}

// MARK: - Builder

protocol TipBuildable: Buildable {
    func build(withListener listener: TipListener) -> Routing
}

/// Clean: a viewless RIB whose builder makes the framework's Router, its generic argument
/// written out; no TipRouter class is needed.
final class TipBuilder: Builder<TipDependency>, TipBuildable {
    override init(dependency: TipDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: TipListener) -> Routing {
        _ = TipComponent(dependency: dependency)
        let interactor = TipInteractor()
        interactor.listener = listener
        return Router<TipInteractable>(interactor: interactor)
    }
}
