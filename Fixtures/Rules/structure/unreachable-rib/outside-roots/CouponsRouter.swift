import RIBs

protocol CouponsInteractable: Interactable {
    var router: CouponsRouting? { get set }
    var listener: CouponsListener? { get set }
}

protocol CouponsViewControllable: ViewControllable {}

final class CouponsRouter: ViewableRouter<CouponsInteractable, CouponsViewControllable>, CouponsRouting {
    init(interactor: CouponsInteractable, viewController: CouponsViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
