import RIBs
import UIKit

protocol ReceiptDependency: Dependency {}

final class ReceiptComponent: Component<ReceiptDependency> {}

protocol ReceiptBuildable: Buildable {
    func build(withListener listener: ReceiptListener) -> ReceiptRouting
}

final class ReceiptBuilder: Builder<ReceiptDependency>, ReceiptBuildable {
    override init(dependency: ReceiptDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ReceiptListener) -> ReceiptRouting {
        _ = ReceiptComponent(dependency: dependency)
        let viewController = ReceiptViewController()
        let interactor = ReceiptInteractor(presenter: viewController)
        interactor.listener = listener
        return ReceiptRouter(interactor: interactor, viewController: viewController)
    }
}

protocol ReceiptRouting: ViewableRouting {}

protocol ReceiptPresentable: Presentable {
    var listener: ReceiptPresentableListener? { get set }
}

protocol ReceiptListener: AnyObject {}

final class ReceiptInteractor: PresentableInteractor<ReceiptPresentable>, ReceiptInteractable, ReceiptPresentableListener {
    weak var router: ReceiptRouting?
    weak var listener: ReceiptListener?

    override init(presenter: ReceiptPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

protocol ReceiptInteractable: Interactable {
    var router: ReceiptRouting? { get set }
    var listener: ReceiptListener? { get set }
}

protocol ReceiptViewControllable: ViewControllable {}

final class ReceiptRouter: ViewableRouter<ReceiptInteractable, ReceiptViewControllable>, ReceiptRouting {
    init(interactor: ReceiptInteractable, viewController: ReceiptViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol ReceiptPresentableListener: AnyObject {}

final class ReceiptViewController: UIViewController, ReceiptPresentable, ReceiptViewControllable {
    weak var listener: ReceiptPresentableListener?
}
