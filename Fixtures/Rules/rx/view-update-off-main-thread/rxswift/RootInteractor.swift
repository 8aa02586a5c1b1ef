import Foundation
import RIBs
import RxCocoa
import RxSwift

protocol RootRouting: ViewableRouting {
    func routeToReceipt()
}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
    func show(fare: Int)
    func showSpinner()
}

protocol RootListener: AnyObject {}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: RootRouting?
    weak var listener: RootListener?

    private let fares: Observable<Int>
    private let pricingQueue = DispatchQueue(label: "pricing")
    private let background = ConcurrentDispatchQueueScheduler(qos: .background)
    private var total = 0

    init(presenter: RootPresentable, fares: Observable<Int>) {
        self.fares = fares
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        showFares()
        stayOnMain()
    }

    // Each of these runs a UI call on a background thread.
    private func showFares() {
        fares
            .observeOn(ConcurrentDispatchQueueScheduler(qos: .background))
            .subscribe(onNext: { [weak self] fare in self?.presenter.show(fare: fare) }) // expect: rx/view-update-off-main-thread
            .disposeOnDeactivate(interactor: self)
        fares
            .subscribeOn(SerialDispatchQueueScheduler(qos: .utility))
            .subscribe(onNext: { [weak self] _ in self?.router?.routeToReceipt() }) // expect: rx/view-update-off-main-thread
            .disposeOnDeactivate(interactor: self)
        // A scheduler kept in a property is followed to where it is made.
        fares
            .observeOn(background)
            .subscribe(onNext: { [weak self] _ in self?.presenter.showSpinner() }) // expect: rx/view-update-off-main-thread
            .disposeOnDeactivate(interactor: self)
        URLSession.shared.rx.data(request: URLRequest(url: URL(string: "https://example.com")!))
            .subscribe(onNext: { [weak self] _ in self?.presenter.showSpinner() }) // expect: rx/view-update-off-main-thread
            .disposeOnDeactivate(interactor: self)
        DispatchQueue.global(qos: .userInitiated).async { [weak self] in // expect: rx/view-update-off-main-thread
            self?.presenter.showSpinner()
        }
        pricingQueue.async { [weak self] in // expect: rx/view-update-off-main-thread
            self?.presenter.show(fare: 0)
        }
    }

    // Look-alikes: each is on the main thread when it touches the UI, or touches no UI.
    private func stayOnMain() {
        // A hop back to main before the handler.
        fares
            .observeOn(ConcurrentDispatchQueueScheduler(qos: .background))
            .map { $0 * 2 }
            .observeOn(MainScheduler.instance)
            .subscribe(onNext: { [weak self] fare in self?.presenter.show(fare: fare) })
            .disposeOnDeactivate(interactor: self)
        // A Driver delivers on main.
        fares
            .observeOn(background)
            .asDriver(onErrorJustReturn: 0)
            .drive(onNext: { [weak self] fare in self?.presenter.show(fare: fare) })
            .disposeOnDeactivate(interactor: self)
        // Background work that touches no UI.
        fares
            .observeOn(background)
            .subscribe(onNext: { [weak self] fare in self?.total += fare })
            .disposeOnDeactivate(interactor: self)
        // The UI call is wrapped back onto main.
        fares
            .observeOn(background)
            .subscribe(onNext: { [weak self] fare in
                DispatchQueue.main.async { self?.presenter.show(fare: fare) }
            })
            .disposeOnDeactivate(interactor: self)
        DispatchQueue.global().async { [weak self] in
            let doubled = (self?.total ?? 0) * 2
            DispatchQueue.main.async { self?.presenter.show(fare: doubled) }
        }
        // A stream whose thread the code does not say is taken to be on main.
        fares
            .subscribe(onNext: { [weak self] fare in self?.presenter.show(fare: fare) })
            .disposeOnDeactivate(interactor: self)
        DispatchQueue.main.async { [weak self] in self?.presenter.showSpinner() }
    }
}
