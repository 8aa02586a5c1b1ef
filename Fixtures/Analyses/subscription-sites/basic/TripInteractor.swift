import RIBs
import RxSwift

protocol TripListener: AnyObject {}

final class TripInteractor: Interactor {
    weak var listener: TripListener?
    private let fares: Observable<Int>
    private var bag = DisposeBag()
    private var pending: Disposable?

    init(fares: Observable<Int>) {
        self.fares = fares
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        fares.subscribe(onNext: { _ in }).disposeOnDeactivate(interactor: self) // fact: subscription subscribe confined
        fares.bind { _ in }.disposed(by: bag) // fact: subscription bind into bag
        pending = fares.subscribe() // fact: subscription subscribe kept-in pending
        _ = Observable.just(1).subscribe() // fact: subscription subscribe dropped completes
        fares.take(1).subscribe(onNext: { _ in }) // fact: subscription subscribe dropped completes
        fares.subscribe(with: self, onNext: { _, _ in }).disposed(by: self.bag) // fact: subscription subscribe into bag
        let later = fares.subscribe() // fact: subscription subscribe local later
        bag.insert(later)
        // Look-alikes: the class's own method, and a topic subscription that is no stream's.
        self.bind()
        Messaging.messaging().subscribe(toTopic: "fares")
    }

    private func bind() {}
}
