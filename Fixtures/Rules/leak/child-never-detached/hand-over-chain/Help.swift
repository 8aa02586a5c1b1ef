import RIBs
import UIKit

protocol HelpDependency: Dependency {}

final class HelpComponent: Component<HelpDependency> {}

protocol HelpBuildable: Buildable {
    func build(withListener listener: HelpListener) -> HelpRouting
}

final class HelpBuilder: Builder<HelpDependency>, HelpBuildable {
    override init(dependency: HelpDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: HelpListener) -> HelpRouting {
        _ = HelpComponent(dependency: dependency)
        let viewController = HelpViewController()
        let interactor = HelpInteractor(presenter: viewController)
        interactor.listener = listener
        return HelpRouter(interactor: interactor, viewController: viewController)
    }
}

protocol HelpRouting: ViewableRouting {}

protocol HelpPresentable: Presentable {
    var listener: HelpPresentableListener? { get set }
}

protocol HelpListener: AnyObject {}

final class HelpInteractor: PresentableInteractor<HelpPresentable>, HelpInteractable, HelpPresentableListener {
    weak var router: HelpRouting?
    weak var listener: HelpListener?

    override init(presenter: HelpPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }
}

protocol HelpInteractable: Interactable {
    var router: HelpRouting? { get set }
    var listener: HelpListener? { get set }
}

protocol HelpViewControllable: ViewControllable {}

final class HelpRouter: ViewableRouter<HelpInteractable, HelpViewControllable>, HelpRouting {
    init(interactor: HelpInteractable, viewController: HelpViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol HelpPresentableListener: AnyObject {}

final class HelpViewController: UIViewController, HelpPresentable, HelpViewControllable {
    weak var listener: HelpPresentableListener?
}
