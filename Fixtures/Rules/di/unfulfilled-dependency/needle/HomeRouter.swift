import RIBs

protocol HomeInteractable: Interactable, ProfileListener {
    var router: HomeRouting? { get set }
    var listener: HomeListener? { get set }
}

protocol HomeViewControllable: ViewControllable {}

final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
    private let profileBuilder: ProfileBuildable

    init(interactor: HomeInteractable, viewController: HomeViewControllable, profileBuilder: ProfileBuildable) {
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
