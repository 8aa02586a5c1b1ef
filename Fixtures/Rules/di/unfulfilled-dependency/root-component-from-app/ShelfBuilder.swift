import RIBs

protocol ShelfDependency: Dependency {
    var shelfLayout: ShelfLayout { get }
}

final class ShelfComponent: Component<ShelfDependency> {
    var shelfLayout: ShelfLayout { dependency.shelfLayout }
}

// MARK: - Builder

protocol ShelfBuildable: Buildable {
    func build(withListener listener: ShelfListener) -> ShelfRouting
}

final class ShelfBuilder: Builder<ShelfDependency>, ShelfBuildable {
    override init(dependency: ShelfDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ShelfListener) -> ShelfRouting {
        let component = ShelfComponent(dependency: dependency)
        let viewController = ShelfViewController()
        let interactor = ShelfInteractor(presenter: viewController, layout: component.shelfLayout)
        interactor.listener = listener
        return ShelfRouter(interactor: interactor, viewController: viewController)
    }
}
