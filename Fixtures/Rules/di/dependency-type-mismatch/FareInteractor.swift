import RIBs
import RxSwift

protocol FareRouting: ViewableRouting {}

protocol FarePresentable: Presentable {
    var listener: FarePresentableListener? { get set }
}

protocol FareListener: AnyObject {}

final class FareInteractor: PresentableInteractor<FarePresentable>, FareInteractable, FarePresentableListener {
    weak var router: FareRouting?
    weak var listener: FareListener?

    private let fareUpdates: Observable<Double>

    init(presenter: FarePresentable, fareUpdates: Observable<Double>) {
        self.fareUpdates = fareUpdates
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        fareUpdates
            .subscribe(onNext: { _ in })
            .disposeOnDeactivate(interactor: self)
    }

    override func willResignActive() {
        super.willResignActive()
    }
}
