@testable import DemoApp
import Foundation
import RIBs
import XCTest

/// One running Pedal app with fake services, and typed access to its routers and screens.
/// Accessors return nil when the RIB is not attached where the app keeps it.
final class PedalHarness {
    let stationService = StationService(stations: [
        Station(id: "canal", name: "Canal", availableBikes: 3),
        Station(id: "market", name: "Market", availableBikes: 0),
    ])
    let lockService = BikeLockService()
    let gpsFeed = GPSFeed()
    let paymentService = PaymentService(methods: [.card, .credits])
    let root: RootRouter

    init() {
        let services = PedalServices(
            stationService: stationService,
            lockService: lockService,
            gpsFeed: gpsFeed,
            paymentService: paymentService
        )
        guard let root = PedalApp.makeRoot(services: services) as? RootRouter else {
            fatalError("the root builder no longer returns a RootRouter")
        }
        self.root = root
        root.launch()
    }

    // MARK: - Routers

    var welcome: WelcomeRouter? { root.welcome as? WelcomeRouter }
    var riding: RidingRouter? { root.riding as? RidingRouter }
    var stationMap: StationMapRouter? { riding?.stationMap as? StationMapRouter }
    var stationDetail: StationDetailRouter? { stationMap?.stationDetail as? StationDetailRouter }
    var detailPaymentPicker: PaymentPickerRouter? { stationDetail?.paymentPicker as? PaymentPickerRouter }
    var unlock: UnlockRouter? { stationDetail?.unlock as? UnlockRouter }
    var wallet: WalletRouter? { riding?.wallet as? WalletRouter }
    var walletPaymentPicker: PaymentPickerRouter? { wallet?.paymentPicker as? PaymentPickerRouter }
    var activeRide: ActiveRideRouter? { riding?.activeRide as? ActiveRideRouter }
    var rideTracking: RideTrackingRouter? { activeRide?.children.first as? RideTrackingRouter }
    var rideSummary: RideSummaryRouter? { riding?.rideSummary as? RideSummaryRouter }

    // MARK: - Screens

    var rootScreen: RootViewController { screen(of: root) }
    var welcomeScreen: WelcomeViewController { screen(of: welcome) }
    var stationMapScreen: StationMapViewController { screen(of: stationMap) }
    var stationDetailScreen: StationDetailViewController { screen(of: stationDetail) }
    var detailPaymentPickerScreen: PaymentPickerViewController { screen(of: detailPaymentPicker) }
    var unlockScreen: UnlockViewController { screen(of: unlock) }
    var walletScreen: WalletViewController { screen(of: wallet) }
    var walletPaymentPickerScreen: PaymentPickerViewController { screen(of: walletPaymentPicker) }
    var activeRideScreen: ActiveRideViewController { screen(of: activeRide) }
    var rideSummaryScreen: RideSummaryViewController { screen(of: rideSummary) }

    private func screen<Screen>(of router: ViewableRouting?) -> Screen {
        guard let router = router else {
            fatalError("the RIB showing \(Screen.self) is not attached")
        }
        guard let screen = router.viewControllable as? Screen else {
            fatalError("\(type(of: router)) does not show a \(Screen.self)")
        }
        return screen
    }

    // MARK: - User journeys

    func signIn(as name: String = "Ada") {
        welcomeScreen.tapSignIn(name: name)
    }

    /// Signs in, opens the Canal station, pays by card and asks for a bike.
    func requestBike() {
        signIn()
        stationMapScreen.tapStation(id: "canal")
        stationDetailScreen.tapChoosePayment()
        detailPaymentPickerScreen.tapMethod(id: "card")
        stationDetailScreen.tapUnlock()
    }

    /// `requestBike()`, then the dock releases bike `bikeID`.
    func startRide(bikeID: String = "B7") {
        requestBike()
        lockService.report(.progress(0.5))
        lockService.report(.unlocked(bikeID: bikeID))
    }

    // MARK: - Tree

    /// The attached tree as `RIBTreeDump` prints it: each RIB's children, by name.
    var tree: [String: [String]] {
        Dictionary(uniqueKeysWithValues: dump.map { ($0.name, $0.children) })
    }

    /// Each RIB's parents, by name.
    var parents: [String: [String]] {
        Dictionary(uniqueKeysWithValues: dump.map { ($0.name, $0.parents) })
    }

    private var dump: [TreeEntry] {
        let json = RIBTreeDump.json(from: root)
        do {
            return try JSONDecoder().decode([TreeEntry].self, from: Data(json.utf8))
        } catch {
            fatalError("RIBTreeDump printed JSON that is not a list of RIB entries: \(error)\n\(json)")
        }
    }
}

/// One entry of `RIBTreeDump.json`, the `ribs` shape of riblint's JSON report.
struct TreeEntry: Decodable {
    let name: String
    let parents: [String]
    let children: [String]
    let files: [String]
}

/// A weak reference, to observe whether a detached RIB's objects were released.
final class WeakBox<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object?) {
        self.object = object
    }
}
