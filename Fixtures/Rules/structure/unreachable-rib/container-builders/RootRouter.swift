import RIBs

protocol RootInteractable: Interactable, ProfileListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let profileBuilder: ProfileBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, profileBuilder: ProfileBuildable) {
        self.profileBuilder = profileBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let profile = profileBuilder.build(withListener: interactor)
        attachChild(profile)
    }
}
