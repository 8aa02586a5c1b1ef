import RIBs

protocol PromoInteractable: Interactable {
    var router: PromoRouting? { get set }
    var listener: PromoListener? { get set }
}

protocol PromoViewControllable: ViewControllable {}

final class PromoRouter: ViewableRouter<PromoInteractable, PromoViewControllable>, PromoRouting {
    init(interactor: PromoInteractable, viewController: PromoViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
