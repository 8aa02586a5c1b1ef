import RIBs

protocol AppRouting: ViewableRouting {}

protocol AppPresentable: Presentable {
    var listener: AppPresentableListener? { get set }
}

protocol AppListener: AnyObject {}

final class AppInteractor: PresentableInteractor<AppPresentable>, AppInteractable, AppPresentableListener {
    weak var router: AppRouting?
    weak var listener: AppListener?

    override init(presenter: AppPresentable) {
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
