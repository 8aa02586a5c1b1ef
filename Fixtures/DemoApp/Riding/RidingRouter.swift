import RIBs

protocol RidingInteractable: Interactable, StationMapListener, ActiveRideListener, RideSummaryListener, WalletListener {
    var router: RidingRouting? { get set }
    var listener: RidingListener? { get set }
}

/// Riding has no screen of its own: it shows its children's screens on its parent's.
protocol RidingViewControllable: ViewControllable, ScreenPresenting {}

final class RidingRouter: Router<RidingInteractable>, RidingRouting {
    private let viewController: RidingViewControllable
    private let stationMapBuilder: StationMapBuildable
    private let activeRideBuilder: ActiveRideBuildable
    private let rideSummaryBuilder: RideSummaryBuildable
    private let walletBuilder: WalletBuildable
    private(set) var stationMap: StationMapRouting?
    private(set) var activeRide: ActiveRideRouting?
    private(set) var rideSummary: RideSummaryRouting?
    private(set) var wallet: WalletRouting?

    init(
        interactor: RidingInteractable,
        viewController: RidingViewControllable,
        stationMapBuilder: StationMapBuildable,
        activeRideBuilder: ActiveRideBuildable,
        rideSummaryBuilder: RideSummaryBuildable,
        walletBuilder: WalletBuildable
    ) {
        self.viewController = viewController
        self.stationMapBuilder = stationMapBuilder
        self.activeRideBuilder = activeRideBuilder
        self.rideSummaryBuilder = rideSummaryBuilder
        self.walletBuilder = walletBuilder
        super.init(interactor: interactor)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        routeToStationMap()
    }

    func cleanupViews() {
        let screens: [ViewableRouting?] = [stationMap, activeRide, rideSummary, wallet]
        for screen in screens.compactMap({ $0 }) {
            viewController.dismiss(screen.viewControllable)
        }
    }

    func routeToStationMap() {
        guard stationMap == nil else { return }
        detachRideSummary()
        let stationMap = stationMapBuilder.build(withListener: interactor)
        self.stationMap = stationMap
        attachChild(stationMap)
        viewController.present(stationMap.viewControllable)
    }

    func routeToActiveRide(bikeID: String) {
        guard activeRide == nil else { return }
        routeAwayFromWallet()
        detachStationMap()
        let activeRide = activeRideBuilder.build(withListener: interactor, bikeID: bikeID)
        self.activeRide = activeRide
        attachChild(activeRide)
        viewController.present(activeRide.viewControllable)
    }

    func routeToRideSummary(receipt: RideReceipt) {
        guard rideSummary == nil else { return }
        detachActiveRide()
        let rideSummary = rideSummaryBuilder.build(withListener: interactor, receipt: receipt)
        self.rideSummary = rideSummary
        attachChild(rideSummary)
        viewController.present(rideSummary.viewControllable)
    }

    func routeToWallet() {
        guard wallet == nil else { return }
        let wallet = walletBuilder.build(withListener: interactor)
        self.wallet = wallet
        attachChild(wallet)
        viewController.present(wallet.viewControllable)
    }

    func routeAwayFromWallet() {
        guard let wallet = wallet else { return }
        viewController.dismiss(wallet.viewControllable)
        detachChild(wallet)
        self.wallet = nil
    }

    private func detachStationMap() {
        guard let stationMap = stationMap else { return }
        viewController.dismiss(stationMap.viewControllable)
        detachChild(stationMap)
        self.stationMap = nil
    }

    private func detachActiveRide() {
        guard let activeRide = activeRide else { return }
        viewController.dismiss(activeRide.viewControllable)
        detachChild(activeRide)
        self.activeRide = nil
    }

    private func detachRideSummary() {
        guard let rideSummary = rideSummary else { return }
        viewController.dismiss(rideSummary.viewControllable)
        detachChild(rideSummary)
        self.rideSummary = nil
    }
}
