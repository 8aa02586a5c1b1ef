import RIBs
import RxSwift

// An extension of the router, in a file of its own, is still the router.
extension MapRouter {
    func followPin(_ pin: PinRouting) {
        // uber's didLoad idiom through a child's lifecycle: a subscription in a router, and
        // one that reaches into the child Pin.
        pin.lifecycle
            .subscribe(onNext: { _ in }) // expect: rx/subscription-in-router, rx/upward-subscription
            .disposed(by: pinBag)
    }
}
