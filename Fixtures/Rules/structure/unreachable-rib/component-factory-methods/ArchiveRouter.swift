import RIBs

protocol ArchiveInteractable: Interactable {
    var router: ArchiveRouting? { get set }
    var listener: ArchiveListener? { get set }
}

protocol ArchiveViewControllable: ViewControllable {}

final class ArchiveRouter: ViewableRouter<ArchiveInteractable, ArchiveViewControllable>, ArchiveRouting {
    init(interactor: ArchiveInteractable, viewController: ArchiveViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
