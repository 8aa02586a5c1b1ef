import Catalog
import RIBs
import UIKit

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency> {
    // Clean: `Catalog.MenuStream` is MenuDependency's `MenuStream`, only spelled with its
    // module; not a dependency-type-mismatch.
    var menuStream: Catalog.MenuStream { shared { Catalog.MenuStream() } }
}

extension RootComponent: MenuDependency {}

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor()
        return RootRouter(interactor: interactor, viewController: viewController,
                          menuBuilder: MenuBuilder(dependency: component))
    }
}

protocol RootRouting: ViewableRouting {}

protocol RootInteractable: Interactable, MenuListener {
    var router: RootRouting? { get set }
}

final class RootInteractor: Interactor, RootInteractable {
    weak var router: RootRouting?
}

protocol RootViewControllable: ViewControllable {}

final class RootViewController: UIViewController, RootViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let menuBuilder: MenuBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, menuBuilder: MenuBuildable) {
        self.menuBuilder = menuBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        attachChild(menuBuilder.build(withListener: interactor))
    }
}
