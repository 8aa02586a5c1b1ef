import RIBs

public protocol MenuDependency: Dependency {
    // Written unqualified inside Catalog; App provides it as `Catalog.MenuStream`, the same type.
    var menuStream: MenuStream { get }
}

final class MenuComponent: Component<MenuDependency> {
    var menuStream: MenuStream { dependency.menuStream }
}

public protocol MenuListener: AnyObject {}

public protocol MenuBuildable: Buildable {
    func build(withListener listener: MenuListener) -> MenuRouting
}

public final class MenuBuilder: Builder<MenuDependency>, MenuBuildable {
    public override init(dependency: MenuDependency) {
        super.init(dependency: dependency)
    }

    public func build(withListener listener: MenuListener) -> MenuRouting {
        let component = MenuComponent(dependency: dependency)
        let interactor = MenuInteractor(menuStream: component.menuStream)
        interactor.listener = listener
        return MenuRouter(interactor: interactor)
    }
}

public protocol MenuRouting: Routing {}

protocol MenuInteractable: Interactable {
    var router: MenuRouting? { get set }
    var listener: MenuListener? { get set }
}

final class MenuInteractor: Interactor, MenuInteractable {
    weak var router: MenuRouting?
    weak var listener: MenuListener?
    private let menuStream: MenuStream

    init(menuStream: MenuStream) {
        self.menuStream = menuStream
        super.init()
    }
}

final class MenuRouter: Router<MenuInteractable>, MenuRouting {
    override init(interactor: MenuInteractable) {
        super.init(interactor: interactor)
        interactor.router = self
    }
}
