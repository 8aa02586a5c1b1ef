import RIBs
import UIKit

protocol PromoDependency: Dependency {}

protocol PromoBuildable: Buildable {
    func build(withListener listener: PromoListener) -> PromoRouting
}

final class PromoBuilder: Builder<PromoDependency>, PromoBuildable {
    func build(withListener listener: PromoListener) -> PromoRouting {
        let viewController = PromoViewController()
        let interactor = PromoInteractor(presenter: viewController)
        interactor.listener = listener
        return PromoRouter(interactor: interactor, viewController: viewController)
    }
}

protocol PromoRouting: ViewableRouting {}

protocol PromoPresentable: Presentable {}

protocol PromoListener: AnyObject {}

final class PromoInteractor: PresentableInteractor<PromoPresentable>, PromoInteractable {
    weak var router: PromoRouting?
    weak var listener: PromoListener?
}

protocol PromoInteractable: Interactable {
    var router: PromoRouting? { get set }
    var listener: PromoListener? { get set }
}

protocol PromoViewControllable: ViewControllable {}

final class PromoViewController: UIViewController, PromoPresentable, PromoViewControllable {}

final class PromoRouter: ViewableRouter<PromoInteractable, PromoViewControllable>, PromoRouting {
    init(interactor: PromoInteractable, viewController: PromoViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
