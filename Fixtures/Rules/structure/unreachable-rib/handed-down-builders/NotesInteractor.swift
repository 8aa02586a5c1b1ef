import RIBs

protocol NotesRouting: ViewableRouting {}

protocol NotesPresentable: Presentable {
    var listener: NotesPresentableListener? { get set }
}

protocol NotesListener: AnyObject {}

// RecipeBuilder makes a NotesBuilder and RecipeRouter stores it, but attachNotes() never builds
// or attaches Notes, and nothing else does: Notes is not attached anywhere.
final class NotesInteractor: PresentableInteractor<NotesPresentable>, NotesInteractable, NotesPresentableListener { // expect: structure/unreachable-rib
    weak var router: NotesRouting?
    weak var listener: NotesListener?

    override init(presenter: NotesPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }
}
