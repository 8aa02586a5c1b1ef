import RIBs

protocol RootInteractable: Interactable, HomeListener, SettingsListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let homeBuilder: HomeBuildable
    private let settingsBuilder: SettingsBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, homeBuilder: HomeBuildable, settingsBuilder: SettingsBuildable) {
        self.homeBuilder = homeBuilder
        self.settingsBuilder = settingsBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let home = homeBuilder.build(withListener: interactor)
        attachChild(home)
        let settings = settingsBuilder.build(withListener: interactor)
        attachChild(settings)
    }
}
