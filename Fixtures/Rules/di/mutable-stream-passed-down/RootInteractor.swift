import RIBs
import RxRelay
import RxSwift

protocol RootRouting: ViewableRouting {}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

protocol RootListener: AnyObject {}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: RootRouting?
    weak var listener: RootListener?

    private let sessionUpdates: PublishSubject<Int>
    private let alerts: PublishRelay<String>

    init(presenter: RootPresentable, sessionUpdates: PublishSubject<Int>, alerts: PublishRelay<String>) {
        self.sessionUpdates = sessionUpdates
        self.alerts = alerts
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        sessionUpdates.onNext(1)
    }

    override func willResignActive() {
        super.willResignActive()
    }
}
