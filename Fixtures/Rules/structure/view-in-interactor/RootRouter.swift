import RIBs

protocol RootInteractable: Interactable, ProfileListener, SettingsListener, BadgeListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let profileBuilder: ProfileBuildable
    private let settingsBuilder: SettingsBuildable
    private let badgeBuilder: BadgeBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, profileBuilder: ProfileBuildable, settingsBuilder: SettingsBuildable, badgeBuilder: BadgeBuildable) {
        self.profileBuilder = profileBuilder
        self.settingsBuilder = settingsBuilder
        self.badgeBuilder = badgeBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let profile = profileBuilder.build(withListener: interactor)
        attachChild(profile)
        let settings = settingsBuilder.build(withListener: interactor)
        attachChild(settings)
        let badge = badgeBuilder.build(withListener: interactor)
        attachChild(badge)
    }
}
