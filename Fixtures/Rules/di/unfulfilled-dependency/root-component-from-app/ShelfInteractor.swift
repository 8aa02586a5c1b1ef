import RIBs

protocol ShelfRouting: ViewableRouting {}

protocol ShelfPresentable: Presentable {
    var listener: ShelfPresentableListener? { get set }
}

protocol ShelfListener: AnyObject {}

final class ShelfInteractor: PresentableInteractor<ShelfPresentable>, ShelfInteractable, ShelfPresentableListener {
    weak var router: ShelfRouting?
    weak var listener: ShelfListener?

    private let layout: ShelfLayout

    init(presenter: ShelfPresentable, layout: ShelfLayout) {
        self.layout = layout
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
