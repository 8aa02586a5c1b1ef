import RIBs
import RxSwift
import UIKit

// Code that its callers may run often, but that does its work once per instance: it returns at
// once when a flag of its class is set, and sets the flag itself. Nothing else in the class may
// clear the flag again.

protocol HarborInteractable: Interactable {
    var router: HarborRouting? { get set }
}
protocol HarborViewControllable: ViewControllable {}
protocol HarborRouting: ViewableRouting {
    func routeToDock()
    func routeToPier()
    func routeToQuay()
    func routeToBeacon()
    func routeToTides()
    func routeToFerry()
    func routeToLight()
    func routeToSignal()
}
protocol BerthBuildable: Buildable {
    func build(withListener listener: HarborInteractable) -> ViewableRouting
}

final class HarborRouter: ViewableRouter<HarborInteractable, HarborViewControllable>, HarborRouting {
    private let berthBuilder: BerthBuildable

    init(interactor: HarborInteractable, viewController: HarborViewControllable, berthBuilder: BerthBuildable) {
        self.berthBuilder = berthBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToDock() { // fact: only-at-load
        attachChild(berthBuilder.build(withListener: interactor)) // fact: attach other
    }

    func routeToPier() { // fact: only-at-load
        attachChild(berthBuilder.build(withListener: interactor)) // fact: attach other
    }

    // The flag that guards it is cleared when the RIB deactivates.
    func routeToQuay() {
        attachChild(berthBuilder.build(withListener: interactor)) // fact: attach other
    }

    // From a stream handler without a guard: every arrival.
    func routeToBeacon() {
        attachChild(berthBuilder.build(withListener: interactor)) // fact: attach other
    }

    func routeToTides() { // fact: only-at-load
        attachChild(berthBuilder.build(withListener: interactor)) // fact: attach other
    }

    // From `viewWillAppear`, which runs on every appearance.
    func routeToFerry() {
        attachChild(berthBuilder.build(withListener: interactor)) // fact: attach other
    }

    // Also called from an interactor method that nothing can call: no protocol declares it and
    // no other file of the RIB names it.
    func routeToLight() { // fact: only-at-load
        attachChild(berthBuilder.build(withListener: interactor)) // fact: attach other
    }

    // Also called from a method the view calls through the listener protocol, on every tap.
    func routeToSignal() {
        attachChild(berthBuilder.build(withListener: interactor)) // fact: attach other
    }
}

protocol HarborPresentable: Presentable {
    var listener: HarborPresentableListener? { get set }
}

protocol HarborPresentableListener: AnyObject {
    func viewDidAppear()
    func viewWillAppear()
    func openPier()
    func signalTapped()
}

final class HarborInteractor: PresentableInteractor<HarborPresentable>, HarborInteractable, HarborPresentableListener {
    weak var router: HarborRouting?
    private let arrivals: Observable<Int>
    private let bag = DisposeBag()
    private var routedToDock = false
    private var pierShown = false
    private var quayShown = false

    init(presenter: HarborPresentable, arrivals: Observable<Int>) {
        self.arrivals = arrivals
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        arrivals.subscribe(onNext: { [weak self] _ in
            guard let self = self else { return }
            if self.routedToDock == true { return }
            self.router?.routeToDock()
            self.routedToDock = true
        }).disposed(by: bag)
        arrivals.subscribe(onNext: { [weak self] _ in
            guard let self else { return }
            guard !self.quayShown else { return }
            self.quayShown = true
            self.router?.routeToQuay()
        }).disposed(by: bag)
        arrivals.subscribe(onNext: { [weak self] _ in self?.router?.routeToBeacon() }).disposed(by: bag)
        router?.routeToLight()
        router?.routeToSignal()
    }

    func relightFromOldMenu() {
        router?.routeToLight()
    }

    func signalTapped() {
        router?.routeToSignal()
    }

    override func willResignActive() {
        super.willResignActive()
        quayShown = false
    }

    // Called on every tap of the view's button.
    func openPier() {
        guard !pierShown else { return }
        pierShown = true
        router?.routeToPier()
    }

    func viewDidAppear() {
        router?.routeToTides()
    }

    func viewWillAppear() {
        router?.routeToFerry()
    }
}

final class HarborViewController: UIViewController, HarborPresentable, HarborViewControllable {
    weak var listener: HarborPresentableListener?
    private var appeared = false

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if appeared { return }
        listener?.viewDidAppear()
        appeared = true
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        listener?.viewWillAppear()
    }
}
