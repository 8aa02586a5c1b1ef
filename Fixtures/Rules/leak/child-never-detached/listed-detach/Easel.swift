import RIBs
import UIKit

protocol EaselDependency: Dependency {}

final class EaselComponent: Component<EaselDependency> {}

protocol EaselBuildable: Buildable {
    func build(withListener listener: EaselListener) -> EaselRouting
}

final class EaselBuilder: Builder<EaselDependency>, EaselBuildable {
    override init(dependency: EaselDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: EaselListener) -> EaselRouting {
        _ = EaselComponent(dependency: dependency)
        let viewController = EaselViewController()
        let interactor = EaselInteractor(presenter: viewController)
        interactor.listener = listener
        return EaselRouter(interactor: interactor, viewController: viewController)
    }
}

protocol EaselRouting: ViewableRouting {}

protocol EaselPresentable: Presentable {
    var listener: EaselPresentableListener? { get set }
}

protocol EaselListener: AnyObject {}

final class EaselInteractor: PresentableInteractor<EaselPresentable>, EaselInteractable, EaselPresentableListener {
    weak var router: EaselRouting?
    weak var listener: EaselListener?

    override init(presenter: EaselPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

protocol EaselInteractable: Interactable {
    var router: EaselRouting? { get set }
    var listener: EaselListener? { get set }
}

protocol EaselViewControllable: ViewControllable {}

final class EaselRouter: ViewableRouter<EaselInteractable, EaselViewControllable>, EaselRouting {
    init(interactor: EaselInteractable, viewController: EaselViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol EaselPresentableListener: AnyObject {}

final class EaselViewController: UIViewController, EaselPresentable, EaselViewControllable {
    weak var listener: EaselPresentableListener?
}
