import RIBs

protocol RecipeRouting: ViewableRouting {}

protocol RecipePresentable: Presentable {
    var listener: RecipePresentableListener? { get set }
}

protocol RecipeListener: AnyObject {}

final class RecipeInteractor: PresentableInteractor<RecipePresentable>, RecipeInteractable, RecipePresentableListener {
    weak var router: RecipeRouting?
    weak var listener: RecipeListener?

    override init(presenter: RecipePresentable) {
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
