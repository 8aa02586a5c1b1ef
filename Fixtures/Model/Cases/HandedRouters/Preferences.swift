import RIBs

protocol PreferencesDependency: Dependency {}

protocol PreferencesBuildable: Buildable {
    func build(withListener listener: PreferencesListener) -> PreferencesRouting
}

final class PreferencesBuilder: Builder<PreferencesDependency>, PreferencesBuildable {
    func build(withListener listener: PreferencesListener) -> PreferencesRouting {
        let interactor = PreferencesInteractor()
        interactor.listener = listener
        return PreferencesRouter(interactor: interactor)
    }
}

protocol PreferencesRouting: Routing {}

protocol PreferencesListener: AnyObject {}

final class PreferencesInteractor: Interactor, PreferencesInteractable {
    weak var router: PreferencesRouting?
    weak var listener: PreferencesListener?
}

protocol PreferencesInteractable: Interactable {
    var router: PreferencesRouting? { get set }
    var listener: PreferencesListener? { get set }
}

final class PreferencesRouter: Router<PreferencesInteractable>, PreferencesRouting {}
