import RIBs

protocol NotesDependency: Dependency {}

final class NotesComponent: Component<NotesDependency> {}

// MARK: - Builder

protocol NotesBuildable: Buildable {
    func build(withListener listener: NotesListener) -> NotesRouting
}

final class NotesBuilder: Builder<NotesDependency>, NotesBuildable {
    override init(dependency: NotesDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: NotesListener) -> NotesRouting {
        _ = NotesComponent(dependency: dependency)
        let viewController = NotesViewController()
        let interactor = NotesInteractor(presenter: viewController)
        interactor.listener = listener
        return NotesRouter(interactor: interactor, viewController: viewController)
    }
}
