import Combine
import RIBs
import RxCocoa
import RxSwift

protocol MapInteractable: Interactable, PinListener {
    var router: MapRouting? { get set }
    var listener: MapListener? { get set }
    func recenter()
}

protocol MapViewControllable: ViewControllable {
    var recenterTaps: Observable<Void> { get }
    var region: Driver<String> { get }
    var zoomChanges: AnyPublisher<Double, Never> { get }
    func bind(onLayout handler: @escaping () -> Void)
}

final class MapRouter: ViewableRouter<MapInteractable, MapViewControllable>, MapRouting {
    private let pinBuilder: PinBuildable
    private let disposeBag = DisposeBag()
    let pinBag = DisposeBag()
    private var cancellables = Set<AnyCancellable>()

    init(interactor: MapInteractable, viewController: MapViewControllable, pinBuilder: PinBuildable) {
        self.pinBuilder = pinBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let pin = pinBuilder.build(withListener: interactor)
        attachChild(pin)
        followPin(pin)
        // The router's own method named like a subscription: not one.
        bind(to: pin)

        // Deciding what a tap means is the interactor's job.
        viewController.recenterTaps
            .subscribe(onNext: { [weak self] in self?.interactor.recenter() }) // expect: rx/subscription-in-router
            .disposed(by: disposeBag)
        viewController.region
            .drive(onNext: { _ in }) // expect: rx/subscription-in-router
            .disposed(by: disposeBag)
        viewController.zoomChanges
            .sink { _ in } // expect: rx/subscription-in-router
            .store(in: &cancellables)
        // The trailing-closure form is a subscription too.
        viewController.recenterTaps
            .bind { [weak self] in self?.interactor.recenter() } // expect: rx/subscription-in-router
            .disposed(by: disposeBag)
        // The view's own method that takes a closure, declared by the project: no subscription.
        viewController.bind { [weak self] in self?.interactor.recenter() }
        // viewController.region.drive(onNext: { _ in })   (a comment, not a call)
        print("routers never call subscribe(onNext:)")
    }

    func bind(to pin: PinRouting) {}
}

/// A helper declared in the router's file is not the router: its subscription is not checked.
final class MapRouteAnimator {
    private var cancellables = Set<AnyCancellable>()

    func run(_ frames: AnyPublisher<Double, Never>) {
        frames
            .sink { _ in }
            .store(in: &cancellables)
    }
}
