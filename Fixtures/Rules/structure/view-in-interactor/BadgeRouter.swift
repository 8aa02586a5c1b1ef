import RIBs

protocol BadgeInteractable: Interactable {
    var router: BadgeRouting? { get set }
    var listener: BadgeListener? { get set }
}

final class BadgeRouter: Router<BadgeInteractable>, BadgeRouting {
    init(interactor: BadgeInteractable) {
        super.init(interactor: interactor)
        interactor.router = self
    }
}
