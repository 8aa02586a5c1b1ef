import RIBs
import RxSwift

protocol StopsListener: AnyObject {}

/// Streams that the class's own methods return: a subscription to one that completes at once
/// (one value from a list, the first of a relay) ends by itself, like `Observable.just(...)`.
final class StopsInteractor: Interactor {
    weak var listener: StopsListener?
    private let arrivals: Observable<[String]>
    private let bag = DisposeBag()

    init(arrivals: Observable<[String]>) {
        self.arrivals = arrivals
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        _ = savedStops().subscribe() // fact: subscription subscribe dropped completes
        _ = self.nextArrival().map { $0.count }.subscribe() // fact: subscription subscribe dropped completes
        // Look-alikes: the live stream handed back, a method whose branch may hand it back, and
        // a one-shot method followed by an operator that switches to a live stream.
        _ = liveArrivals().subscribe() // fact: subscription subscribe dropped
        _ = self.upcoming(cached: false).subscribe() // fact: subscription subscribe dropped
        _ = savedStops().flatMap { _ in self.arrivals }.subscribe() // fact: subscription subscribe dropped
    }

    private func savedStops() -> Observable<[String]> {
        let stops = ["Harbour", "Market"]
        return Observable.just(stops)
    }

    private func nextArrival() -> Observable<[String]> {
        arrivals.take(1)
    }

    private func liveArrivals() -> Observable<[String]> {
        return arrivals
    }

    private func upcoming(cached: Bool) -> Observable<[String]> {
        if cached {
            return Observable.just([])
        }
        return arrivals
    }
}
