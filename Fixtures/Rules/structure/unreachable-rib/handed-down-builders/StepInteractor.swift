import RIBs

protocol StepRouting: ViewableRouting {}

protocol StepPresentable: Presentable {
    var listener: StepPresentableListener? { get set }
}

protocol StepListener: AnyObject {}

final class StepInteractor: PresentableInteractor<StepPresentable>, StepInteractable, StepPresentableListener {
    weak var router: StepRouting?
    weak var listener: StepListener?

    private let timer: KitchenTimer

    init(presenter: StepPresentable, timer: KitchenTimer) {
        self.timer = timer
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
