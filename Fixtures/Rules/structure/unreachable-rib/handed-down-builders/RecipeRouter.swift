import RIBs

protocol RecipeInteractable: Interactable, StepListener, NotesListener {
    var router: RecipeRouting? { get set }
    var listener: RecipeListener? { get set }
}

protocol RecipeViewControllable: ViewControllable {}

final class RecipeRouter: ViewableRouter<RecipeInteractable, RecipeViewControllable>, RecipeRouting {
    private let stepBuilder: StepBuildable
    // Stored but never used: the notes screen was never finished.
    private let notesBuilder: NotesBuildable

    init(interactor: RecipeInteractable, viewController: RecipeViewControllable, stepBuilder: StepBuildable, notesBuilder: NotesBuildable) {
        self.stepBuilder = stepBuilder
        self.notesBuilder = notesBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let step = stepBuilder.build(withListener: interactor)
        attachChild(step)
    }

    func attachNotes() {}
}
