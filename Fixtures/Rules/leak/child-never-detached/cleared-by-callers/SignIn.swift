import RIBs
import UIKit

protocol SignInDependency: Dependency {}

protocol SignInBuildable: Buildable {
    func build(withListener listener: SignInListener) -> SignInRouting
}

final class SignInBuilder: Builder<SignInDependency>, SignInBuildable {
    func build(withListener listener: SignInListener) -> SignInRouting {
        let viewController = SignInViewController()
        let interactor = SignInInteractor(presenter: viewController)
        interactor.listener = listener
        return SignInRouter(interactor: interactor, viewController: viewController)
    }
}

protocol SignInRouting: ViewableRouting {}

protocol SignInPresentable: Presentable {}

protocol SignInListener: AnyObject {}

final class SignInInteractor: PresentableInteractor<SignInPresentable>, SignInInteractable {
    weak var router: SignInRouting?
    weak var listener: SignInListener?
}

protocol SignInInteractable: Interactable {
    var router: SignInRouting? { get set }
    var listener: SignInListener? { get set }
}

protocol SignInViewControllable: ViewControllable {}

final class SignInViewController: UIViewController, SignInPresentable, SignInViewControllable {}

final class SignInRouter: ViewableRouter<SignInInteractable, SignInViewControllable>, SignInRouting {
    init(interactor: SignInInteractable, viewController: SignInViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
