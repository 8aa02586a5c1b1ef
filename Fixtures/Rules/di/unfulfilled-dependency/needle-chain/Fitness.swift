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
