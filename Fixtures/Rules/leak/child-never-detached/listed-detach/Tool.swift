import RIBs
import UIKit

protocol ToolDependency: Dependency {}

final class ToolComponent: Component<ToolDependency> {}

protocol ToolBuildable: Buildable {
    func build(withListener listener: ToolListener) -> ToolRouting
}

final class ToolBuilder: Builder<ToolDependency>, ToolBuildable {
    override init(dependency: ToolDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ToolListener) -> ToolRouting {
        _ = ToolComponent(dependency: dependency)
        let viewController = ToolViewController()
        let interactor = ToolInteractor(presenter: viewController)
        interactor.listener = listener
        return ToolRouter(interactor: interactor, viewController: viewController)
    }
}

protocol ToolRouting: ViewableRouting {}

protocol ToolPresentable: Presentable {
    var listener: ToolPresentableListener? { get set }
}

protocol ToolListener: AnyObject {}

final class ToolInteractor: PresentableInteractor<ToolPresentable>, ToolInteractable, ToolPresentableListener {
    weak var router: ToolRouting?
    weak var listener: ToolListener?

    override init(presenter: ToolPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

protocol ToolInteractable: Interactable {
    var router: ToolRouting? { get set }
    var listener: ToolListener? { get set }
}

protocol ToolViewControllable: ViewControllable {}

final class ToolRouter: ViewableRouter<ToolInteractable, ToolViewControllable>, ToolRouting {
    init(interactor: ToolInteractable, viewController: ToolViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol ToolPresentableListener: AnyObject {}

final class ToolViewController: UIViewController, ToolPresentable, ToolViewControllable {
    weak var listener: ToolPresentableListener?
}
