import Foundation
import RIBs
import RxSwift

protocol OrdersRouting: ViewableRouting {
    func routeToOrderDetail(orderId: String)
    func routeToPinnedOrder(orderId: String)
    func routeToFeaturedOrder()
    func routeToReceipt()
    func routeToEditor(orderId: String)
    func closeEditor()
    func attachCoupons()
    func attachTracking()
    func routeToOffers()
    func routeToGifts()
    func showBanner()
    func showAlert()
    func attachStarterTabs()
    func attachSuggestions()
    func attachWelcome()
    func attachNotice()
}

protocol OrdersPresentable: Presentable {
    var listener: OrdersPresentableListener? { get set }
}

protocol OrdersListener: AnyObject {}

final class OrdersInteractor: PresentableInteractor<OrdersPresentable>, OrdersInteractable, OrdersPresentableListener {
    weak var router: OrdersRouting?
    weak var listener: OrdersListener?

    override init(presenter: OrdersPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    private let shipments = PublishSubject<String>()

    override func didBecomeActive() {
        super.didBecomeActive()
        router?.attachCoupons()
        shipments
            .subscribe(onNext: { [weak self] _ in self?.router?.attachTracking() })
            .disposeOnDeactivate(interactor: self)
        // A task runs its closure once: once per activation, as if called in place.
        Task { @MainActor [weak self] in
            self?.router?.attachWelcome()
        }
        // An observer's closure runs at every notification.
        NotificationCenter.default.addObserver(forName: .ordersChanged, object: nil, queue: .main) { [weak self] _ in
            self?.router?.attachNotice()
        }
    }

    override func willResignActive() {
        super.willResignActive()
    }
}

extension Notification.Name {
    static let ordersChanged = Notification.Name("ordersChanged")
}
