import RIBs

protocol RideRequestRouting: ViewableRouting {}

protocol RideRequestPresentable: Presentable {
    var listener: RDXRideRequestPresentableListener? { get set }
}

final class RideRequestInteractor: PresentableInteractor<RideRequestPresentable>, RideRequestInteractable {
    weak var router: RideRequestRouting?
    // The listener protocol is declared in Objective-C; held strongly here.
    var listener: RDXRideRequestListener? // expect: leak/strong-listener

    override func didBecomeActive() {
        super.didBecomeActive()
    }
}
