import RIBs

protocol ReviewInteractable: Interactable {
    var router: ReviewRouting? { get set }
    var listener: ReviewListener? { get set }
}

protocol ReviewViewControllable: ViewControllable {}

final class ReviewRouter: ViewableRouter<ReviewInteractable, ReviewViewControllable>, ReviewRouting {
    init(interactor: ReviewInteractable, viewController: ReviewViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
