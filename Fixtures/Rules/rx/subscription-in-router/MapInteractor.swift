import RIBs
import RxSwift

protocol MapRouting: ViewableRouting {}

protocol MapPresentable: Presentable {
    var listener: MapPresentableListener? { get set }
    var recenterTaps: Observable<Void> { get }
}

protocol MapListener: AnyObject {}

final class MapInteractor: PresentableInteractor<MapPresentable>, MapInteractable, MapPresentableListener {
    weak var router: MapRouting?
    weak var listener: MapListener?

    override init(presenter: MapPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // Where the subscription belongs: in the interactor, confined to its activation.
    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.recenterTaps
            .subscribe(onNext: { [weak self] in self?.recenter() })
            .disposeOnDeactivate(interactor: self)
    }

    override func willResignActive() {
        super.willResignActive()
    }

    func recenter() {}
}
