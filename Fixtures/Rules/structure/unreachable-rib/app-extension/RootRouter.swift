import RIBs

protocol RootInteractable: Interactable, TimelineListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let timelineBuilder: TimelineBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, timelineBuilder: TimelineBuildable) {
        self.timelineBuilder = timelineBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let timeline = timelineBuilder.build(withListener: interactor)
        attachChild(timeline)
    }
}
