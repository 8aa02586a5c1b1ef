import RIBs

protocol OrderInteractable: Interactable, TrackingListener {
    var router: OrderRouting? { get set }
    var listener: OrderListener? { get set }
}

protocol OrderViewControllable: ViewControllable {}

final class OrderRouter: ViewableRouter<OrderInteractable, OrderViewControllable>, OrderRouting {
    private let trackingBuilder: TrackingBuildable

    init(interactor: OrderInteractable, viewController: OrderViewControllable, trackingBuilder: TrackingBuildable) {
        self.trackingBuilder = trackingBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let tracking = trackingBuilder.build(withListener: interactor)
        attachChild(tracking)
    }
}
