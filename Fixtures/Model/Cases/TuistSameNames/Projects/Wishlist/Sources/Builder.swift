import RIBs

public protocol Dependency: RIBs.Dependency {
    var savedItems: SavedItems { get }
}

final class Component: RIBs.Component<Dependency> {
    var savedItems: SavedItems { dependency.savedItems }
}

public protocol Listener: AnyObject {
    func wishlistDidMoveToCart(itemName: String)
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
        let interactor = Interactor(savedItems: component.savedItems)
        interactor.listener = listener
        return Router(interactor: interactor)
    }
}
