import Foundation

/// Plans the next vocabulary lessons of a language learner.
final class LessonPlanner {
    private(set) var streakDays = 0

    func learnerName() -> String { "Ana" }

    func completeLesson() {
        streakDays += 1
    }
}
