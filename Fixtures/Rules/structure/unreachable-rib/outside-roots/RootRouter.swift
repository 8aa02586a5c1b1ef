import RIBs

protocol RootInteractable: Interactable, TrackingListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let trackingBuilder: TrackingBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, trackingBuilder: TrackingBuildable) {
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
