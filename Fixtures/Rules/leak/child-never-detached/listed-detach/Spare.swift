import RIBs
import UIKit

protocol SpareDependency: Dependency {}

final class SpareComponent: Component<SpareDependency> {}

protocol SpareBuildable: Buildable {
    func build(withListener listener: SpareListener) -> SpareRouting
}

final class SpareBuilder: Builder<SpareDependency>, SpareBuildable {
    override init(dependency: SpareDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: SpareListener) -> SpareRouting {
        _ = SpareComponent(dependency: dependency)
        let viewController = SpareViewController()
        let interactor = SpareInteractor(presenter: viewController)
        interactor.listener = listener
        return SpareRouter(interactor: interactor, viewController: viewController)
    }
}

protocol SpareRouting: ViewableRouting {}

protocol SparePresentable: Presentable {
    var listener: SparePresentableListener? { get set }
}

protocol SpareListener: AnyObject {}

final class SpareInteractor: PresentableInteractor<SparePresentable>, SpareInteractable, SparePresentableListener {
    weak var router: SpareRouting?
    weak var listener: SpareListener?

    override init(presenter: SparePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

protocol SpareInteractable: Interactable {
    var router: SpareRouting? { get set }
    var listener: SpareListener? { get set }
}

protocol SpareViewControllable: ViewControllable {}

final class SpareRouter: ViewableRouter<SpareInteractable, SpareViewControllable>, SpareRouting {
    init(interactor: SpareInteractable, viewController: SpareViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol SparePresentableListener: AnyObject {}

final class SpareViewController: UIViewController, SparePresentable, SpareViewControllable {
    weak var listener: SparePresentableListener?
}
