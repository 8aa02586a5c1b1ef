import RIBs

protocol RootInteractable: Interactable, SeatingListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let seatingBuilder: SeatingBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, seatingBuilder: SeatingBuildable) {
        self.seatingBuilder = seatingBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let seating = seatingBuilder.build(withListener: interactor)
        attachChild(seating)
    }
}
