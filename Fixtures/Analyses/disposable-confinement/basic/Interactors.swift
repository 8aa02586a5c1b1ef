import RIBs
import RxSwift

final class CartInteractor: Interactor { // fact: releases bag, token
    private let items = PublishSubject<Int>()
    private var bag = DisposeBag()
    private var token: Disposable?
    private let keptForever = DisposeBag()

    override func didBecomeActive() {
        super.didBecomeActive()
        items.subscribe().disposed(by: bag)
        token = items.subscribe()
    }

    override func willResignActive() {
        super.willResignActive()
        tearDown()
    }

    // Called from willResignActive: what it releases counts.
    private func tearDown() {
        bag = DisposeBag()
        token?.dispose()
    }

    // Never called on deactivation: resetting here confines nothing.
    func reset() {
        _ = keptForever
    }
}

final class ShelfInteractor: Interactor { // fact: releases nothing
    private let items = PublishSubject<Int>()
    private let bag = DisposeBag()

    override func didBecomeActive() {
        super.didBecomeActive()
        items.subscribe().disposed(by: bag)
    }
}

// Subscribes only to a stream that completes at once: nothing to confine, no analysis.
final class QuietInteractor: Interactor {
    override func didBecomeActive() {
        super.didBecomeActive()
        _ = Observable.just(1).subscribe()
    }
}
