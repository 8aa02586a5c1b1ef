import RIBs

protocol DetailRouting: ViewableRouting {}

protocol DetailPresentable: Presentable {
    var listener: DetailPresentableListener? { get set }
}

protocol DetailListener: AnyObject {}

final class DetailInteractor: PresentableInteractor<DetailPresentable>, DetailInteractable, DetailPresentableListener {
    weak var router: DetailRouting?
    weak var listener: DetailListener?

    override init(presenter: DetailPresentable) {
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
