import RIBs

protocol RootInteractable: Interactable, MissionListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let missionBuilder: MissionBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, missionBuilder: MissionBuildable) {
        self.missionBuilder = missionBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        attachChild(missionBuilder.build(withListener: interactor))
    }
}
