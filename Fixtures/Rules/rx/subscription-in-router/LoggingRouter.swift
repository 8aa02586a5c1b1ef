import RIBs
import RxSwift

/// The project's own base router: a router by inheritance, so its subscription counts, and
/// so do those of its subclasses (PinRouter).
class LoggingRouter<InteractorType>: Router<InteractorType> {
    let logBag = DisposeBag()

    override func didLoad() {
        super.didLoad()
        lifecycle
            .subscribe(onNext: { event in print(event) }) // expect: rx/subscription-in-router
            .disposed(by: logBag)
    }
}
