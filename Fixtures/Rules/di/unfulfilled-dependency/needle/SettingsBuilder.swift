import NeedleFoundation
import RIBs

protocol SettingsDependency: Dependency {}

/// A second parent of Profile, without a theme.
final class SettingsComponent: Component<SettingsDependency> {}

// MARK: - Builder

protocol SettingsBuildable: Buildable {
    func build(withListener listener: SettingsListener) -> SettingsRouting
}

final class SettingsBuilder: ComponentizedBuilder<SettingsComponent, SettingsRouting, SettingsListener, Void>, SettingsBuildable {
    override func build(with component: SettingsComponent, _ listener: SettingsListener) -> SettingsRouting {
        let viewController = SettingsViewController()
        let interactor = SettingsInteractor(presenter: viewController)
        interactor.listener = listener
        let profileBuilder = ProfileBuilder { ProfileComponent(parent: component) }
        return SettingsRouter(interactor: interactor, viewController: viewController, profileBuilder: profileBuilder)
    }

    func build(withListener listener: SettingsListener) -> SettingsRouting {
        build(withDynamicBuildDependency: listener, dynamicComponentDependency: ()).1
    }
}
