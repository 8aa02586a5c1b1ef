import RIBs
import UIKit

protocol WelcomeDependency: Dependency {}

protocol WelcomeBuildable: Buildable {
    func build(withListener listener: WelcomeListener) -> (router: WelcomeRouting, title: String)
}

final class WelcomeBuilder: Builder<WelcomeDependency>, WelcomeBuildable {
    func build(withListener listener: WelcomeListener) -> (router: WelcomeRouting, title: String) {
        let viewController = WelcomeViewController()
        let interactor = WelcomeInteractor(presenter: viewController)
        interactor.listener = listener
        return (WelcomeRouter(interactor: interactor, viewController: viewController), "Welcome")
    }
}

protocol WelcomeRouting: ViewableRouting {}

protocol WelcomePresentable: Presentable {}

protocol WelcomeListener: AnyObject {}

final class WelcomeInteractor: PresentableInteractor<WelcomePresentable>, WelcomeInteractable {
    weak var router: WelcomeRouting?
    weak var listener: WelcomeListener?
}

protocol WelcomeInteractable: Interactable {
    var router: WelcomeRouting? { get set }
    var listener: WelcomeListener? { get set }
}

protocol WelcomeViewControllable: ViewControllable {}

final class WelcomeViewController: UIViewController, WelcomePresentable, WelcomeViewControllable {}

final class WelcomeRouter: ViewableRouter<WelcomeInteractable, WelcomeViewControllable>, WelcomeRouting {
    init(interactor: WelcomeInteractable, viewController: WelcomeViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
