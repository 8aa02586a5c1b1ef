import Foundation

final class FlightIndex {
    func flights(from origin: String, to destination: String) -> [String] { [] }
}

final class RoomIndex {
    func rooms(in city: String) -> [String] { [] }
}
