import RIBs
import RxSwift

protocol ForecastListener: AnyObject {}

/// What a service declares elsewhere: a request answered once.
protocol ForecastService {
    func today(city: String) -> Single<String>
    func updates(city: String) -> Observable<String>
}

/// A subscription with an `onSuccess:` handler listens to a `Single` or a `Maybe`, which ends after
/// its one answer, whoever returned the stream.
final class ForecastInteractor: Interactor {
    weak var listener: ForecastListener?
    private let service: ForecastService
    private let bag = DisposeBag()

    init(service: ForecastService) {
        self.service = service
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        service.today(city: "Lyon").subscribe(onSuccess: { _ in }, onFailure: { _ in }).disposed(by: bag) // fact: subscription subscribe into bag completes
        service.today(city: "Nice").map { $0.count }.subscribe(onSuccess: { _ in }).disposed(by: bag) // fact: subscription subscribe into bag completes
        // Look-alikes: the live stream of the same service, and an answer delayed past the
        // deactivation.
        service.updates(city: "Lyon").subscribe(onNext: { _ in }).disposed(by: bag) // fact: subscription subscribe into bag
        service.today(city: "Pau").delay(.seconds(5), scheduler: MainScheduler.instance).subscribe(onSuccess: { _ in }).disposed(by: bag) // fact: subscription subscribe into bag
    }
}
