import RIBs
import RxSwift

/// A worker is confined to its start/stop, by disposeOnStop or a bag emptied in didStop.
final class FeedWorker: Worker {
    private let ticks: Observable<Int>
    private var stopBag = DisposeBag()
    private let foreverBag = DisposeBag()

    init(ticks: Observable<Int>) {
        self.ticks = ticks
        super.init()
    }

    override func didStart(_ interactorScope: InteractorScope) {
        super.didStart(interactorScope)
        ticks
            .subscribe(onNext: { _ in })
            .disposeOnStop(self)
        ticks
            .subscribe(onNext: { _ in })
            .disposed(by: stopBag)
        ticks
            .subscribe(onNext: { _ in }) // expect: lifecycle/unconfined-subscription
            .disposed(by: foreverBag)
    }

    override func didStop() {
        super.didStop()
        stopBag = DisposeBag()
    }
}
