import RIBs

protocol RideSummaryInteractable: Interactable {
    var router: RideSummaryRouting? { get set }
    var listener: RideSummaryListener? { get set }
}

protocol RideSummaryViewControllable: ViewControllable {}

final class RideSummaryRouter: ViewableRouter<RideSummaryInteractable, RideSummaryViewControllable>, RideSummaryRouting {
    private var lifecycleLogging: AnyCancellable?
    private(set) var lifecycleLog: [String] = []

    override init(interactor: RideSummaryInteractable, viewController: RideSummaryViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        // Deliberate violation: a router subscribing to a stream; logging belongs in the interactor.
        lifecycleLogging = interactable.isActiveStream.sink { [weak self] isActive in self?.lifecycleLog.append(isActive ? "active" : "inactive") } // expect: rx/subscription-in-router
    }
}
