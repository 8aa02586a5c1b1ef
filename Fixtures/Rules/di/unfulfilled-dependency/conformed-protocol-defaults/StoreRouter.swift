import RIBs

protocol StoreInteractable: Interactable {
    var router: StoreRouting? { get set }
    var listener: StoreListener? { get set }
}

protocol StoreViewControllable: ViewControllable {}

final class StoreRouter: ViewableRouter<StoreInteractable, StoreViewControllable>, StoreRouting {
    init(interactor: StoreInteractable, viewController: StoreViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
