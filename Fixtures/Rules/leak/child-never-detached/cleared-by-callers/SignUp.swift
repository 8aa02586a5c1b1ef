import RIBs
import UIKit

protocol SignUpDependency: Dependency {}

protocol SignUpBuildable: Buildable {
    func build(withListener listener: SignUpListener) -> SignUpRouting
}

final class SignUpBuilder: Builder<SignUpDependency>, SignUpBuildable {
    func build(withListener listener: SignUpListener) -> SignUpRouting {
        let viewController = SignUpViewController()
        let interactor = SignUpInteractor(presenter: viewController)
        interactor.listener = listener
        return SignUpRouter(interactor: interactor, viewController: viewController)
    }
}

protocol SignUpRouting: ViewableRouting {}

protocol SignUpPresentable: Presentable {}

protocol SignUpListener: AnyObject {}

final class SignUpInteractor: PresentableInteractor<SignUpPresentable>, SignUpInteractable {
    weak var router: SignUpRouting?
    weak var listener: SignUpListener?
}

protocol SignUpInteractable: Interactable {
    var router: SignUpRouting? { get set }
    var listener: SignUpListener? { get set }
}

protocol SignUpViewControllable: ViewControllable {}

final class SignUpViewController: UIViewController, SignUpPresentable, SignUpViewControllable {}

final class SignUpRouter: ViewableRouter<SignUpInteractable, SignUpViewControllable>, SignUpRouting {
    init(interactor: SignUpInteractable, viewController: SignUpViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
