import RIBs
import RxSwift
import RxRelay

protocol MapInteractable: Interactable {}
protocol MapPresentableListener: AnyObject {}
protocol MapViewControllable: ViewControllable {
    var zoom: Observable<Double> { get }
    // The project's own method that happens to be named like Rx's `bind(to:)`.
    func bind(to listener: MapPresentableListener)
    // A wrapper that returns its disposable: still a subscription.
    func subscribe(onNext handler: @escaping (Double) -> Void) -> Disposable
}

final class MapRouter: ViewableRouter<MapInteractable, MapViewControllable> {
    private let zoomRelay = BehaviorRelay<Double>(value: 1)
    private let listener: MapPresentableListener

    init(interactor: MapInteractable, viewController: MapViewControllable, listener: MapPresentableListener) {
        self.listener = listener
        super.init(interactor: interactor, viewController: viewController)
    }

    override func didLoad() {
        super.didLoad()
        // The project's own method, found through the router's typed `viewController`: no subscription.
        viewController.bind(to: listener)
        let screen = viewController
        screen.bind(to: listener)
        let typedScreen: MapViewControllable = viewController
        typedScreen.bind(to: listener)
        viewController.zoom.bind(to: zoomRelay).dispose() // fact: subscription bind dropped
        _ = viewController.subscribe(onNext: { _ in }) // fact: subscription subscribe dropped
    }
}
