import RIBs

final class RootBuilder: SimpleComponentizedBuilder<RootComponent, LaunchRouting> {
    override func build(with component: RootComponent) -> LaunchRouting {
        let interactor = RootInteractor()
        return RootRouter(interactor: interactor,
                          homeBuilder: component.homeBuilder,
                          settingsBuilder: component.settingsBuilder)
    }
}

protocol RootInteractable: Interactable, HomeListener, SettingsListener {}

final class RootInteractor: Interactor, RootInteractable {}

final class RootRouter: LaunchRouter<RootInteractable, ViewControllable> {
    private let homeBuilder: HomeBuildable
    private let settingsBuilder: SettingsBuildable

    init(interactor: RootInteractable, homeBuilder: HomeBuildable, settingsBuilder: SettingsBuildable) {
        self.homeBuilder = homeBuilder
        self.settingsBuilder = settingsBuilder
        super.init(interactor: interactor)
    }

    override func didLoad() {
        super.didLoad()
        attachChild(homeBuilder.build(withListener: interactor))
        attachChild(settingsBuilder.build(withListener: interactor))
    }
}
