import Combine
import Foundation
import RIBs

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

    private let fares: AnyPublisher<Int, Never>
    private var total = 0

    init(presenter: RootPresentable, fares: AnyPublisher<Int, Never>) {
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
            .receive(on: DispatchQueue.global(qos: .background))
            .sink { [weak self] fare in self?.presenter.show(fare: fare) } // expect: rx/view-update-off-main-thread
            .cancelOnDeactivate(interactor: self)
        fares
            .subscribe(on: DispatchQueue.global())
            .sink { [weak self] _ in self?.router?.routeToReceipt() } // expect: rx/view-update-off-main-thread
            .cancelOnDeactivate(interactor: self)
        URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com")!)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] _ in self?.presenter.showSpinner() }) // expect: rx/view-update-off-main-thread
            .cancelOnDeactivate(interactor: self)
        Task.detached { [weak self] in // expect: rx/view-update-off-main-thread
            self?.presenter.showSpinner()
        }
    }

    // Look-alikes: each is on the main thread when it touches the UI, or touches no UI.
    private func stayOnMain() {
        // A hop back to main before the handler.
        fares
            .receive(on: DispatchQueue.global())
            .map { $0 * 2 }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] fare in self?.presenter.show(fare: fare) }
            .cancelOnDeactivate(interactor: self)
        URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com")!)
            .receive(on: RunLoop.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] _ in self?.presenter.showSpinner() })
            .cancelOnDeactivate(interactor: self)
        // Background work that touches no UI.
        fares
            .receive(on: DispatchQueue.global())
            .sink { [weak self] fare in self?.total += fare }
            .cancelOnDeactivate(interactor: self)
        // The UI call is wrapped back onto main.
        fares
            .receive(on: DispatchQueue.global())
            .sink { [weak self] fare in
                DispatchQueue.main.async { self?.presenter.show(fare: fare) }
            }
            .cancelOnDeactivate(interactor: self)
        Task.detached { [weak self] in
            await MainActor.run { self?.presenter.showSpinner() }
        }
        // An awaited call of a synchronous method hops to the actor the receiver is isolated to
        // (a `@MainActor` presenter): the compiler asks for `await` because it is not this thread.
        Task.detached { [weak self] in
            await self?.presenter.showSpinner()
        }
        // A stream whose thread the code does not say is taken to be on main.
        fares
            .sink { [weak self] fare in self?.presenter.show(fare: fare) }
            .cancelOnDeactivate(interactor: self)
    }
}
