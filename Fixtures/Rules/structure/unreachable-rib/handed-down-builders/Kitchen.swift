import Foundation

final class RatingStore {
    private(set) var stars: [String: Int] = [:]
}

final class KitchenTimer {
    var secondsLeft = 0
}
