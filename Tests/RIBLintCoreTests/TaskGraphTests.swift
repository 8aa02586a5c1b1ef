import Foundation
@testable import RIBLintCore
import SeededRandom
import XCTest

/// `runTaskGraph` runs each task once, only after every task it waits for has finished, whatever
/// the number of threads; among ready tasks the lowest index goes first.
final class TaskGraphTests: XCTestCase {
    /// Records, under a lock, when each task started and finished, in a global order.
    private final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var clock = 0
        var started: [Int]
        var finished: [Int]
        var runs: [Int]
        var work = 0

        init(count: Int) {
            started = Array(repeating: -1, count: count)
            finished = Array(repeating: -1, count: count)
            runs = Array(repeating: 0, count: count)
        }

        func start(_ task: Int) {
            lock.lock(); defer { lock.unlock() }
            clock += 1
            started[task] = clock
            runs[task] += 1
        }

        func finish(_ task: Int, work: Int) {
            lock.lock(); defer { lock.unlock() }
            clock += 1
            finished[task] = clock
            self.work &+= work
        }
    }

    private func randomGraph(_ random: inout SplitMix64) -> [[Int]] {
        let count = random.int(in: 1...40)
        // Edges only from a later task to an earlier one in a shuffled numbering: no cycle, and
        // tasks wait for higher indices as often as for lower ones.
        var numbering = Array(0..<count)
        random.shuffle(&numbering)
        var waitsFor = [[Int]](repeating: [], count: count)
        for later in 0..<count {
            for earlier in 0..<later where random.chance(15) {
                waitsFor[numbering[later]].append(numbering[earlier])
            }
        }
        return waitsFor
    }

    func testEveryTaskRunsOnceAfterWhatItWaitsFor() {
        var random = SplitMix64(seed: 0x7A5C_6EA9)
        var edges = 0
        for _ in 0..<300 {
            let waitsFor = randomGraph(&random)
            edges += waitsFor.reduce(0) { $0 + $1.count }
            for jobs in [1, 2, 8] {
                let log = Log(count: waitsFor.count)
                runTaskGraph(waitsFor: waitsFor, jobs: jobs) { task in
                    log.start(task)
                    // A little work, so that threads overlap; its result is kept so that it is done.
                    var sum = 0
                    for value in 0..<(task * 50) { sum &+= value }
                    log.finish(task, work: sum)
                }
                XCTAssertEqual(log.runs, Array(repeating: 1, count: waitsFor.count), "jobs \(jobs)")
                for (task, list) in waitsFor.enumerated() {
                    for required in list {
                        XCTAssertLessThan(log.finished[required], log.started[task],
                                          "task \(task) started before \(required) finished (jobs \(jobs))")
                    }
                }
            }
        }
        XCTAssertGreaterThan(edges, 1_000)
    }

    func testOneThreadTakesTheLowestReadyIndexFirst() {
        // 0 waits for 3; 1 and 2 wait for nothing; 3 waits for nothing.
        var order: [Int] = []
        runTaskGraph(waitsFor: [[3], [], [], []], jobs: 1) { order.append($0) }
        XCTAssertEqual(order, [1, 2, 3, 0])
        order = []
        runTaskGraph(waitsFor: [[], [0], [0], [1, 2]], jobs: 1) { order.append($0) }
        XCTAssertEqual(order, [0, 1, 2, 3])
    }

    func testNoTasksRunsNothing() {
        var ran = false
        runTaskGraph(waitsFor: [], jobs: 2) { _ in ran = true }
        XCTAssertFalse(ran)
    }

    func testCyclesAreFound() {
        // waiting counts and dependents of: 0 waits for 1, 1 waits for 0.
        XCTAssertFalse(TaskGraphOrder.isAcyclic(waiting: [1, 1], dependents: [[1], [0]]))
        XCTAssertFalse(TaskGraphOrder.isAcyclic(waiting: [0, 2, 1], dependents: [[1], [2], [1]]))
        XCTAssertTrue(TaskGraphOrder.isAcyclic(waiting: [0, 1, 2], dependents: [[1, 2], [2], []]))
        // A task that waits for itself.
        XCTAssertFalse(TaskGraphOrder.isAcyclic(waiting: [0, 1], dependents: [[], [1]]))
    }

    func testReadyTasksStaySortedFromHighToLow() {
        var random = SplitMix64(seed: 0x50_27ED)
        for _ in 0..<200 {
            var ready: [Int] = []
            for _ in 0..<random.int(in: 0...20) { TaskGraphOrder.insert(random.below(50), into: &ready) }
            XCTAssertEqual(ready, ready.sorted(by: >))
        }
    }
}
