import RIBs

protocol TripInteractable: Interactable, FareListener {
    var router: TripRouting? { get set }
    var listener: TripListener? { get set }
}

protocol TripViewControllable: ViewControllable {}

final class TripRouter: ViewableRouter<TripInteractable, TripViewControllable>, TripRouting {
    private let fareBuilder: FareBuildable

    init(interactor: TripInteractable, viewController: TripViewControllable, fareBuilder: FareBuildable) {
        self.fareBuilder = fareBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let fare = fareBuilder.build(withListener: interactor)
        attachChild(fare)
    }
}
