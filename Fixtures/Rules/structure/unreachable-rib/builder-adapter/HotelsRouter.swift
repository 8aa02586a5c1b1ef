import RIBs

protocol HotelsInteractable: Interactable {
    var router: HotelsRouting? { get set }
    var listener: HotelsListener? { get set }
}

protocol HotelsViewControllable: ViewControllable {}

final class HotelsRouter: ViewableRouter<HotelsInteractable, HotelsViewControllable>, HotelsRouting {
    init(interactor: HotelsInteractable, viewController: HotelsViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
