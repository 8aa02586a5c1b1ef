import NeedleFoundation
import RIBs

protocol SettingsDependency: Dependency {
    var userName: String { get }
    var theme: Theme { get }
}

final class SettingsComponent: Component<SettingsDependency> {
    var greeting: String {
        return "Hello " + dependency.userName
    }
}

protocol SettingsBuildable: Buildable {
    func build(withListener listener: SettingsListener) -> Routing
}

protocol SettingsListener: AnyObject {}

final class SettingsBuilder: SimpleComponentizedBuilder<SettingsComponent, Routing>, SettingsBuildable {
    func build(withListener listener: SettingsListener) -> Routing {
        let interactor = SettingsInteractor()
        interactor.listener = listener
        return SettingsRouter(interactor: interactor)
    }
}

final class SettingsInteractor: Interactor {
    weak var listener: SettingsListener?
}

final class SettingsRouter: Router<Interactable> {}
