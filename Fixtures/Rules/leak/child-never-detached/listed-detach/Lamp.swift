import RIBs
import UIKit

protocol LampDependency: Dependency {}

final class LampComponent: Component<LampDependency> {}

protocol LampBuildable: Buildable {
    func build(withListener listener: LampListener) -> LampRouting
}

final class LampBuilder: Builder<LampDependency>, LampBuildable {
    override init(dependency: LampDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: LampListener) -> LampRouting {
        _ = LampComponent(dependency: dependency)
        let viewController = LampViewController()
        let interactor = LampInteractor(presenter: viewController)
        interactor.listener = listener
        return LampRouter(interactor: interactor, viewController: viewController)
    }
}

protocol LampRouting: ViewableRouting {}

protocol LampPresentable: Presentable {
    var listener: LampPresentableListener? { get set }
}

protocol LampListener: AnyObject {}

final class LampInteractor: PresentableInteractor<LampPresentable>, LampInteractable, LampPresentableListener {
    weak var router: LampRouting?
    weak var listener: LampListener?

    override init(presenter: LampPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

protocol LampInteractable: Interactable {
    var router: LampRouting? { get set }
    var listener: LampListener? { get set }
}

protocol LampViewControllable: ViewControllable {}

final class LampRouter: ViewableRouter<LampInteractable, LampViewControllable>, LampRouting {
    init(interactor: LampInteractable, viewController: LampViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol LampPresentableListener: AnyObject {}

final class LampViewController: UIViewController, LampPresentable, LampViewControllable {
    weak var listener: LampPresentableListener?
}
