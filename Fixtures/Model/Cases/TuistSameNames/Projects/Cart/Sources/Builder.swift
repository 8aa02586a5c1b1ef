import RIBs

public protocol Dependency: RIBs.Dependency {
    var basket: Basket { get }
}

final class Component: RIBs.Component<Dependency> {
    var basket: Basket { dependency.basket }
}

public protocol Listener: AnyObject {
    func cartDidCheckOut(total: Int)
}

public protocol Buildable: RIBs.Buildable {
    func build(withListener listener: Listener) -> Routing
}

public final class Builder: RIBs.Builder<Dependency>, Buildable {
    public override init(dependency: Dependency) {
        super.init(dependency: dependency)
    }

    public func build(withListener listener: Listener) -> Routing {
        let component = Component(dependency: dependency)
        let interactor = Interactor(basket: component.basket)
        interactor.listener = listener
        return Router(interactor: interactor)
    }
}
