import RIBs

protocol MenuInteractable: Interactable {
    var router: MenuRouting? { get set }
    var listener: MenuListener? { get set }
}

protocol MenuViewControllable: ViewControllable {}

/// The project's name for the framework's viewable router of Menu's screen.
typealias ScreenRouter = ViewableRouter<MenuInteractable, MenuViewControllable>

// Clean: a ViewableRouter through the ScreenRouter alias; it is Menu's router.
final class MenuRouter: ScreenRouter, MenuRouting {
    init(interactor: MenuInteractable, viewController: MenuViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
