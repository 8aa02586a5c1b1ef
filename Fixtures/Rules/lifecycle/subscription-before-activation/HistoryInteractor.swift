import RIBs
import RxSwift

protocol HistoryRouting: Routing {}

protocol HistoryListener: AnyObject {}

final class HistoryInteractor: Interactor, HistoryInteractable {
    weak var router: HistoryRouting?
    weak var listener: HistoryListener?

    private let updates: Observable<Int>
    private var count = 0

    init(updates: Observable<Int>) {
        self.updates = updates
        super.init()
        // Confined on a later line, still inside the initializer: the finding is on the
        // confinement call, not on `subscribe`.
        let subscription = updates.subscribe(onNext: { [weak self] value in self?.count = value })
        subscription.disposeOnDeactivate(interactor: self) // expect: lifecycle/subscription-before-activation
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        updates
            .subscribe(onNext: { [weak self] value in self?.count = value })
            .disposeOnDeactivate(interactor: self)
    }

    override func willResignActive() {
        super.willResignActive()
    }
}
