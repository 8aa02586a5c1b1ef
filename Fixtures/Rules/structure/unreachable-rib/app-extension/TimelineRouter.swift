import RIBs

protocol TimelineInteractable: Interactable {
    var router: TimelineRouting? { get set }
    var listener: TimelineListener? { get set }
}

protocol TimelineViewControllable: ViewControllable {}

final class TimelineRouter: ViewableRouter<TimelineInteractable, TimelineViewControllable>, TimelineRouting {
    init(interactor: TimelineInteractable, viewController: TimelineViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
