import Foundation

final class Auditorium {
    func seatLabels(inRow row: Int) -> [String] { [] }
}
