import Foundation

/// A signed-in rider.
struct Rider: Equatable {
    let id: String
    let name: String
}

/// A docking station and how many bikes it holds right now.
struct Station: Equatable {
    let id: String
    let name: String
    var availableBikes: Int
}

/// A way to pay for rides.
struct PaymentMethod: Equatable {
    let id: String
    let label: String

    static let card = PaymentMethod(id: "card", label: "Card")
    static let credits = PaymentMethod(id: "credits", label: "Ride credits")
}

/// A point reported by the bike's GPS, in metres on a local plane (good enough inside a city).
struct Position: Equatable {
    let x: Double
    let y: Double

    func distance(to other: Position) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}

/// What a finished ride is billed on.
struct RideReceipt: Equatable {
    let bikeID: String
    let meters: Int
}

/// The currency a rider is billed in.
struct Currency: Equatable {
    let code: String

    static let euro = Currency(code: "EUR")
}

/// A price in the smallest unit of its currency.
struct Price: Equatable {
    let cents: Int
    let currency: Currency
}

/// Where the rider is in the rent-ride-return loop.
enum RideState: Equatable {
    case browsing
    case riding(bikeID: String)
    case finished(RideReceipt)

    /// The one line the station map shows on top of the stations.
    var bannerText: String? {
        switch self {
        case .browsing: return nil
        case .riding(let bikeID): return "Riding bike \(bikeID)"
        case .finished(let receipt): return "Ride on bike \(receipt.bikeID) finished"
        }
    }
}

/// What a station's lock reports while it releases a bike.
enum LockEvent: Equatable {
    case progress(Double)
    case unlocked(bikeID: String)
    case jammed
}
