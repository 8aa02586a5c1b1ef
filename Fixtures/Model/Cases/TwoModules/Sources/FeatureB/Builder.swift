import RIBs

public protocol Dependency: RIBs.Dependency {
    var count: Int { get }
}

final class Component: RIBs.Component<Dependency> {}

public protocol Listener: AnyObject {}

public protocol Buildable: RIBs.Buildable {
    func build(withListener listener: Listener) -> Routing
}

public final class Builder: RIBs.Builder<Dependency>, Buildable {
    public func build(withListener listener: Listener) -> Routing {
        _ = Component(dependency: dependency)
        let interactor = Interactor()
        interactor.listener = listener
        return Router(interactor: interactor)
    }
}
