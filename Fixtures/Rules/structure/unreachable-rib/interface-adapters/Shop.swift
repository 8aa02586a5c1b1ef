import RIBs
import UIKit

protocol ShopDependency: Dependency {}

protocol ShopBuildable: Buildable {
    func build(withListener listener: ShopListener) -> ShopRouting
}

final class ShopBuilder: Builder<ShopDependency>, ShopBuildable {
    func build(withListener listener: ShopListener) -> ShopRouting {
        let viewController = ShopViewController()
        let interactor = ShopInteractor(presenter: viewController)
        interactor.listener = listener
        return ShopRouter(interactor: interactor, viewController: viewController)
    }
}

protocol ShopRouting: ViewableRouting {}

protocol ShopPresentable: Presentable {}

protocol ShopListener: AnyObject {}

final class ShopInteractor: PresentableInteractor<ShopPresentable>, ShopInteractable {
    weak var router: ShopRouting?
    weak var listener: ShopListener?
}

protocol ShopInteractable: Interactable {
    var router: ShopRouting? { get set }
    var listener: ShopListener? { get set }
}

protocol ShopViewControllable: ViewControllable {}

final class ShopViewController: UIViewController, ShopPresentable, ShopViewControllable {}

final class ShopRouter: ViewableRouter<ShopInteractable, ShopViewControllable>, ShopRouting {
    init(interactor: ShopInteractable, viewController: ShopViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
