import RIBs
import UIKit

protocol GarageDependency: Dependency {}

final class GarageComponent: Component<GarageDependency>, ToolDependency, SpareDependency {}

protocol GarageBuildable: Buildable {
    func build(withListener listener: GarageListener) -> GarageRouting
}

final class GarageBuilder: Builder<GarageDependency>, GarageBuildable {
    override init(dependency: GarageDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: GarageListener) -> GarageRouting {
        let component = GarageComponent(dependency: dependency)
        let viewController = GarageViewController()
        let interactor = GarageInteractor(presenter: viewController)
        interactor.listener = listener
        return GarageRouter(interactor: interactor, viewController: viewController, toolBuilder: ToolBuilder(dependency: component),
                            spareBuilder: SpareBuilder(dependency: component))
    }
}

protocol GarageRouting: ViewableRouting {
    func routeToTool()
    func routeToSpare()
    func emptyGarage()
}

protocol GaragePresentable: Presentable {
    var listener: GaragePresentableListener? { get set }
}

protocol GarageListener: AnyObject {}

final class GarageInteractor: PresentableInteractor<GaragePresentable>, GarageInteractable, GaragePresentableListener {
    weak var router: GarageRouting?
    weak var listener: GarageListener?

    override init(presenter: GaragePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func didTapTool() {
        router?.routeToTool()
    }

    func didTapSpare() {
        router?.routeToSpare()
    }

    func didTapEmpty() {
        router?.emptyGarage()
    }
}

protocol GarageInteractable: Interactable, ToolListener, SpareListener {
    var router: GarageRouting? { get set }
    var listener: GarageListener? { get set }
}

protocol GarageViewControllable: ViewControllable {}

final class GarageRouter: ViewableRouter<GarageInteractable, GarageViewControllable>, GarageRouting {
    private let toolBuilder: ToolBuildable
    private let spareBuilder: SpareBuildable
    private var toolRouter: ToolRouting?
    private var spareRouter: SpareRouting?

    init(interactor: GarageInteractable, viewController: GarageViewControllable, toolBuilder: ToolBuildable,
         spareBuilder: SpareBuildable) {
        self.toolBuilder = toolBuilder
        self.spareBuilder = spareBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // Clean: `emptyGarage` may detach any child, so whatever these attach is detached there.
    func routeToTool() {
        let router = toolBuilder.build(withListener: interactor)
        toolRouter = router
        attachChild(router)
    }

    func routeToSpare() {
        let router = spareBuilder.build(withListener: interactor)
        spareRouter = router
        attachChild(router)
    }

    // The list also holds the last child attached, which no property names: the loop may
    // detach any child.
    func emptyGarage() {
        guard let toolRouter else { return }
        [toolRouter, children.last].compactMap { $0 }.forEach { detachChild($0) }
        self.toolRouter = nil
        spareRouter = nil
    }
}

protocol GaragePresentableListener: AnyObject {
    func didTapTool()
    func didTapSpare()
    func didTapEmpty()
}

final class GarageViewController: UIViewController, GaragePresentable, GarageViewControllable {
    weak var listener: GaragePresentableListener?
}
