import Foundation
import RIBs

// The app's boundary with the outside world. The platform (or a test) creates these once and hands
// them to AppComponent; the RIBs only see them through their dependency protocols.

/// Live station data from the operator's backend.
final class StationService {
    private let stationsSubject: CurrentValueSubject<[Station], Never>

    init(stations: [Station]) {
        stationsSubject = CurrentValueSubject(stations)
    }

    var stations: AnyPublisher<[Station], Never> {
        stationsSubject.eraseToAnyPublisher()
    }

    /// Called when the backend pushes new availability.
    func update(_ stations: [Station]) {
        stationsSubject.send(stations)
    }
}

/// The bridge to the docks' locks: requests go out, lock events come back asynchronously.
final class BikeLockService {
    private let eventsSubject = PassthroughSubject<LockEvent, Never>()
    private(set) var unlockRequests: [String] = []

    var lockEvents: AnyPublisher<LockEvent, Never> {
        eventsSubject.eraseToAnyPublisher()
    }

    func requestUnlock(atStation stationID: String) {
        unlockRequests.append(stationID)
    }

    /// Called by the dock hardware bridge.
    func report(_ event: LockEvent) {
        eventsSubject.send(event)
    }
}

/// The rider's saved payment methods, kept by the payment backend.
final class PaymentService {
    private let methodsSubject: CurrentValueSubject<[PaymentMethod], Never>

    init(methods: [PaymentMethod]) {
        methodsSubject = CurrentValueSubject(methods)
    }

    var methods: AnyPublisher<[PaymentMethod], Never> {
        methodsSubject.eraseToAnyPublisher()
    }

    /// Called when the rider adds a method on another device.
    func add(_ method: PaymentMethod) {
        methodsSubject.send(methodsSubject.value + [method])
    }
}

/// The phone's location, while a ride is tracked.
final class GPSFeed {
    private let positionsSubject = PassthroughSubject<Position, Never>()

    var positions: AnyPublisher<Position, Never> {
        positionsSubject.eraseToAnyPublisher()
    }

    func report(_ position: Position) {
        positionsSubject.send(position)
    }
}

/// Looks riders up by the name they sign in with.
final class RiderDirectory {
    func rider(named name: String) -> Rider? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        return Rider(id: trimmed.lowercased(), name: trimmed)
    }
}

/// Collects product analytics events for the session.
final class RideAnalytics {
    private(set) var events: [String] = []

    func record(_ event: String) {
        events.append(event)
    }
}

/// Prices a ride: a fixed unlock fee plus a rate per started 100 metres. It remembers the
/// prices it quoted, so one calculator per scope is what keeps a quote stable.
final class FareCalculator {
    private let currency: Currency
    private var quotes: [Int: Price] = [:]

    init(currency: Currency) {
        self.currency = currency
    }

    func price(for receipt: RideReceipt) -> Price {
        if let quoted = quotes[receipt.meters] { return quoted }
        let startedHundreds = (receipt.meters + 99) / 100
        let price = Price(cents: 100 + 20 * startedHundreds, currency: currency)
        quotes[receipt.meters] = price
        return price
    }
}

/// Everything the app talks to outside itself, chosen once at launch.
struct PedalServices {
    let stationService: StationService
    let lockService: BikeLockService
    let gpsFeed: GPSFeed
    let paymentService: PaymentService
}
