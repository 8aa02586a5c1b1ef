import RIBs

protocol RootInteractable: Interactable, TripListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let tripBuilder: TripBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, tripBuilder: TripBuildable) {
        self.tripBuilder = tripBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let trip = tripBuilder.build(withListener: interactor)
        attachChild(trip)
    }
}
