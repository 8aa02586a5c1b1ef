import RIBs

protocol AvatarInteractable: Interactable {
    var router: AvatarRouting? { get set }
}

final class AvatarRouter: Router<AvatarInteractable>, AvatarRouting {
    init(interactor: AvatarInteractable) {
        super.init(interactor: interactor)
        interactor.router = self
    }
}
