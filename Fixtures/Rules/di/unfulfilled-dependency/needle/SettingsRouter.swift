import RIBs

protocol SettingsInteractable: Interactable, ProfileListener {
    var router: SettingsRouting? { get set }
    var listener: SettingsListener? { get set }
}

protocol SettingsViewControllable: ViewControllable {}

final class SettingsRouter: ViewableRouter<SettingsInteractable, SettingsViewControllable>, SettingsRouting {
    private let profileBuilder: ProfileBuildable

    init(interactor: SettingsInteractable, viewController: SettingsViewControllable, profileBuilder: ProfileBuildable) {
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
