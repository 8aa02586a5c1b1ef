import Foundation

final class MeterService {
    func startSession(plate: String, zone: String) {}
}

final class ZoneCatalog {
    func zone(near latitude: Double, _ longitude: Double) -> String { "Z1" }
}

final class LoyaltyCard {
    var points = 0
}
