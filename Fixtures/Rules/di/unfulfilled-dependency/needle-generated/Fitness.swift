import Foundation

final class WorkoutStore {
    private(set) var sessions: [String] = []
}

final class PlanCalendar {
    var restDays: Set<Int> = [6, 7]
}

final class HeartRateMonitor {
    var beatsPerMinute = 0
}

/// The name AppComponent declares its monitor with. The compiler (and Needle's generator) see
/// through it; riblint compares written types and does not.
typealias Monitor = HeartRateMonitor

final class Coach {
    var name = ""
}
