@testable import DemoApp
import RIBs
import XCTest

/// Drives Pedal through its screens and listeners, and checks the attached RIB tree at each step.
final class PedalRoutingTests: XCTestCase {
    private var leakDetectionWasEnabled = true

    override func setUp() {
        super.setUp()
        leakDetectionWasEnabled = LeakDetector.instance.isEnabled
        // The deliberate leaks would be reported on standard error by every test; LeakDetectionTests
        // checks those reports on purpose.
        LeakDetector.instance.isEnabled = false
        RIBsDiagnostics.handler = { _ in }
    }

    override func tearDown() {
        LeakDetector.instance.isEnabled = leakDetectionWasEnabled
        RIBsDiagnostics.resetHandler()
        super.tearDown()
    }

    func testLaunchShowsWelcome() {
        let app = PedalHarness()

        XCTAssertEqual(app.tree, ["Root": ["Welcome"], "Welcome": []])
        XCTAssertEqual(app.parents["Root"], [])
        XCTAssertTrue(app.rootScreen.presentedScreens.first === app.welcome?.viewControllable)
        XCTAssertEqual(app.rootScreen.presentedScreens.count, 1)
    }

    func testBlankNameStaysOnWelcome() {
        let app = PedalHarness()

        app.signIn(as: "  ")

        XCTAssertTrue(app.welcomeScreen.isShowingUnknownRider)
        XCTAssertEqual(app.tree, ["Root": ["Welcome"], "Welcome": []])
    }

    func testSignInReplacesWelcomeWithRidingAndReleasesWelcome() {
        let app = PedalHarness()
        let welcomeRouter = WeakBox(app.welcome)
        let welcomeInteractor = WeakBox(app.welcome?.interactable as AnyObject?)

        app.signIn(as: "Ada")

        XCTAssertEqual(app.tree, ["Root": ["Riding"], "Riding": ["StationMap"], "StationMap": []])
        XCTAssertNil(welcomeRouter.object)
        XCTAssertNil(welcomeInteractor.object)
        XCTAssertEqual(app.rootScreen.title, "Pedal: Ada")
        XCTAssertEqual(app.stationMapScreen.stationNames, ["Canal (3)", "Market (0)"])
        // Riding has no view: the station map is shown on the root's screen.
        XCTAssertTrue(app.rootScreen.presentedScreens.first === app.stationMap?.viewControllable)
    }

    func testUnlockFlowReachesDepthFive() {
        let app = PedalHarness()
        app.signIn()
        app.stationMapScreen.tapStation(id: "canal")
        XCTAssertEqual(app.stationDetailScreen.heading, "Canal: 3 bikes")

        app.stationDetailScreen.tapUnlock()
        XCTAssertNil(app.unlock, "a bike is released only once a payment method is chosen")

        app.stationDetailScreen.tapChoosePayment()
        XCTAssertEqual(app.tree, [
            "Root": ["Riding"], "Riding": ["StationMap"], "StationMap": ["StationDetail"],
            "StationDetail": ["PaymentPicker"], "PaymentPicker": [],
        ])
        XCTAssertEqual(app.detailPaymentPickerScreen.rows, ["Card", "Ride credits"])

        // The picker reports upward through its listener; the parent detaches it.
        app.detailPaymentPickerScreen.tapMethod(id: "credits")
        XCTAssertEqual(app.stationDetailScreen.paymentLabel, "Ride credits")
        XCTAssertNil(app.detailPaymentPicker)

        app.stationDetailScreen.tapUnlock()
        XCTAssertEqual(app.tree, [
            "Root": ["Riding"], "Riding": ["StationMap"], "StationMap": ["StationDetail"],
            "StationDetail": ["Unlock"], "Unlock": [],
        ])
        XCTAssertEqual(app.lockService.unlockRequests, ["canal"])

        app.lockService.report(.progress(0.4))
        XCTAssertEqual(app.unlockScreen.progress, 0.4)
        // The deliberate upward subscription works at run time too; the linter objects to its shape.
        XCTAssertEqual(app.stationDetailScreen.unlockProgress, 0.4)

        app.lockService.report(.jammed)
        XCTAssertTrue(app.unlockScreen.isJammed)
        app.unlockScreen.tapRetry()
        XCTAssertEqual(app.lockService.unlockRequests, ["canal", "canal"])

        app.unlockScreen.tapCancel()
        XCTAssertEqual(app.tree["StationDetail"], [])
    }

    func testStationWithoutBikesCannotUnlock() {
        let app = PedalHarness()
        app.signIn()
        app.stationMapScreen.tapStation(id: "market")
        app.stationDetailScreen.tapChoosePayment()
        app.detailPaymentPickerScreen.tapMethod(id: "card")

        app.stationDetailScreen.tapUnlock()

        XCTAssertNil(app.unlock)
        XCTAssertTrue(app.lockService.unlockRequests.isEmpty)
    }

    func testRideFromUnlockToSummaryAndBack() {
        let app = PedalHarness()
        app.requestBike()
        let stationMapRouter = WeakBox(app.stationMap)
        let stationMapInteractor = WeakBox(app.stationMap?.interactable as AnyObject?)
        let stationDetailRouter = WeakBox(app.stationDetail)
        let stationDetailInteractor = WeakBox(app.stationDetail?.interactable as AnyObject?)
        let unlockRouter = WeakBox(app.unlock)
        let unlockInteractor = WeakBox(app.unlock?.interactable as AnyObject?)

        app.lockService.report(.unlocked(bikeID: "B7"))

        XCTAssertEqual(app.tree, ["Root": ["Riding"], "Riding": ["ActiveRide"], "ActiveRide": ["RideTracking"], "RideTracking": []])
        XCTAssertNil(stationMapRouter.object)
        XCTAssertNil(stationMapInteractor.object)
        XCTAssertNil(stationDetailRouter.object)
        XCTAssertNil(stationDetailInteractor.object)
        XCTAssertNil(unlockRouter.object)
        // Deliberate leak/self-capture-in-stored-closure: the interactor retains itself...
        XCTAssertNotNil(unlockInteractor.object)
        // ...but it was deactivated, so its confined subscription no longer reacts to the lock.
        XCTAssertEqual((unlockInteractor.object as? Interactable)?.isActive, false)
        XCTAssertEqual(app.activeRideScreen.title, "Bike B7")

        // RideTracking (viewless) reports the distance its worker sums up through its listener.
        app.gpsFeed.report(Position(x: 0, y: 0))
        app.gpsFeed.report(Position(x: 300, y: 400))
        app.gpsFeed.report(Position(x: 300, y: 700))
        XCTAssertEqual(app.activeRideScreen.distanceText, "800 m")

        let activeRideRouter = WeakBox(app.activeRide)
        let rideTrackingRouter = WeakBox(app.rideTracking)
        let distanceWorker = WeakBox((app.rideTracking?.interactable as? RideTrackingInteractor)?.distanceWorker)
        app.activeRideScreen.tapEndRide()

        XCTAssertEqual(app.tree, ["Root": ["Riding"], "Riding": ["RideSummary"], "RideSummary": []])
        XCTAssertNil(activeRideRouter.object)
        XCTAssertNil(rideTrackingRouter.object)
        XCTAssertNil(distanceWorker.object)
        XCTAssertEqual(app.rideSummaryScreen.distanceText, "800 m on bike B7")
        XCTAssertTrue(app.rideSummaryScreen.isTotalHighlighted)

        let rideSummaryRouter = WeakBox(app.rideSummary)
        app.rideSummaryScreen.tapDone()

        XCTAssertEqual(app.tree, ["Root": ["Riding"], "Riding": ["StationMap"], "StationMap": []])
        XCTAssertNil(rideSummaryRouter.object)
        let history = (app.riding?.interactable as? RidingInteractor)?.stateHistory
        XCTAssertEqual(history, [
            .browsing,
            .riding(bikeID: "B7"),
            .finished(RideReceipt(bikeID: "B7", meters: 800)),
            .browsing,
        ])
    }

    /// The deliberate di/dependency-type-mismatch has a visible effect: Riding means to bill in
    /// francs, but its `currency` has the wrong type, so RideSummary gets the protocol's default.
    func testRideSummaryBillsInEurosBecauseOfTheMismatchedCurrency() {
        let app = PedalHarness()
        app.startRide()
        app.gpsFeed.report(Position(x: 0, y: 0))
        app.gpsFeed.report(Position(x: 0, y: 250))

        app.activeRideScreen.tapEndRide()

        // 1.00 unlock fee + 3 started 100 m at 0.20.
        XCTAssertEqual(app.rideSummaryScreen.totalText, "1.60 EUR")
    }

    func testPaymentPickerUnderTwoParentsAtOnce() {
        let app = PedalHarness()
        app.signIn()
        app.stationMapScreen.tapStation(id: "canal")
        app.stationDetailScreen.tapChoosePayment()
        app.stationMapScreen.tapWallet()
        app.walletScreen.tapChangeDefault()

        XCTAssertEqual(app.tree, [
            "Root": ["Riding"],
            "Riding": ["StationMap", "Wallet"],
            "StationMap": ["StationDetail"],
            "StationDetail": ["PaymentPicker"],
            "Wallet": ["PaymentPicker"],
            "PaymentPicker": [],
        ])
        XCTAssertEqual(app.parents["PaymentPicker"], ["StationDetail", "Wallet"])
        XCTAssertFalse(app.detailPaymentPicker === app.walletPaymentPicker)
    }

    func testWalletKeepsItsDetachedPaymentPickerAlive() {
        let app = PedalHarness()
        app.signIn()
        app.stationMapScreen.tapWallet()
        XCTAssertEqual(app.tree["Riding"], ["StationMap", "Wallet"])

        app.walletScreen.tapChangeDefault()
        XCTAssertEqual(app.tree["Wallet"], ["PaymentPicker"])
        let picker = WeakBox(app.walletPaymentPicker)
        let pickerInteractor = WeakBox(app.walletPaymentPicker?.interactable as AnyObject?)

        app.walletPaymentPickerScreen.tapMethod(id: "credits")

        XCTAssertEqual(app.walletScreen.defaultLabel, "Ride credits")
        XCTAssertEqual(app.tree["Wallet"], [])
        // Deliberate leak/retained-after-detach: WalletRouter still holds the detached picker...
        XCTAssertNotNil(picker.object)
        XCTAssertNotNil(pickerInteractor.object)
        XCTAssertFalse(picker.object?.interactable.isActive ?? true)
        // ...and its nil-check then refuses to open the picker again.
        app.walletScreen.tapChangeDefault()
        XCTAssertEqual(app.tree["Wallet"], [])

        let walletRouter = WeakBox(app.wallet)
        app.walletScreen.tapClose()

        XCTAssertEqual(app.tree["Riding"], ["StationMap"])
        XCTAssertNil(walletRouter.object)
        XCTAssertNil(picker.object, "the leaked picker goes with the wallet that holds it")
    }

    func testSignOutReleasesTheWholeSignedInTree() {
        let app = PedalHarness()
        app.signIn()
        app.stationMapScreen.tapStation(id: "canal")
        app.stationDetailScreen.tapChoosePayment()
        let riding = WeakBox(app.riding)
        let ridingInteractor = WeakBox(app.riding?.interactable as AnyObject?)
        let stationMap = WeakBox(app.stationMap)
        let stationDetail = WeakBox(app.stationDetail)
        let picker = WeakBox(app.detailPaymentPicker)

        app.stationMapScreen.tapSignOut()

        XCTAssertEqual(app.tree, ["Root": ["Welcome"], "Welcome": []])
        XCTAssertNil(riding.object)
        XCTAssertNil(ridingInteractor.object)
        XCTAssertNil(stationMap.object)
        XCTAssertNil(stationDetail.object)
        XCTAssertNil(picker.object)
        // Riding took its screens off the root's before it went.
        XCTAssertEqual(app.rootScreen.presentedScreens.count, 1)
        XCTAssertTrue(app.rootScreen.presentedScreens.first === app.welcome?.viewControllable)
        XCTAssertEqual(app.rootScreen.title, "Pedal")

        app.signIn(as: "Grace")
        XCTAssertEqual(app.tree, ["Root": ["Riding"], "Riding": ["StationMap"], "StationMap": []])
    }
}
