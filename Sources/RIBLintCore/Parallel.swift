import Dispatch
import Foundation

/// Runs `body` for every index in `0..<count` on `jobs` threads, in small interleaved chunks
/// that balance uneven items (files of very different sizes) across threads.
public func parallelFor(_ count: Int, jobs: Int, _ body: (Int) -> Void) {
    if jobs <= 1 || count < 2 {
        for index in 0..<count { body(index) }
        return
    }
    let chunk = max(1, min(64, count / (jobs * 8)))
    let chunks = (count + chunk - 1) / chunk
    let lock = NSLock()
    var next = 0
    DispatchQueue.concurrentPerform(iterations: jobs) { _ in
        while true {
            lock.lock()
            let current = next
            next += 1
            lock.unlock()
            guard current < chunks else { return }
            let start = current * chunk
            for index in start..<min(start + chunk, count) { body(index) }
        }
    }
}

/// Maps `items` on `jobs` threads and returns the results in the input order, so that
/// everything downstream is the same whatever the thread count.
public func parallelMap<T, R>(_ items: [T], jobs: Int, _ transform: (T) -> R) -> [R] {
    parallelMap(count: items.count, jobs: jobs) { transform(items[$0]) }
}

/// Maps the indices `0..<count` on `jobs` threads, results in index order. Each result is
/// written straight into the array (no optional per slot, no second copy).
///
/// One thread takes the same path, through `parallelFor`'s plain loop: `(0..<count).map` here is
/// generic code the callers cannot specialise, and its index steps through `Range`'s protocol
/// witnesses cost 3.4 % of a whole `--jobs 1` run on the 600-RIB app.
public func parallelMap<R>(count: Int, jobs: Int, _ transform: (Int) -> R) -> [R] {
    guard count > 0 else { return [] }
    return [R](unsafeUninitializedCapacity: count) { buffer, initialized in
        let base = buffer.baseAddress!
        // `transform` cannot throw, so every slot is initialised before the array is used.
        parallelFor(count, jobs: jobs) { index in (base + index).initialize(to: transform(index)) }
        initialized = count
    }
}

/// Holds a value until another thread lets it go.
private final class Dropped<Value>: @unchecked Sendable {
    var value: Value?
    init(_ value: consuming Value) { self.value = value }
}

/// Lets go of `value` on another thread, so that freeing a large graph of small arrays overlaps
/// the caller's next serial step instead of delaying it. The caller hands over its reference
/// (`consume`); nothing may read the value afterwards.
public func releaseOnAnotherThread<Value>(_ value: consuming Value) {
    let dropped = Dropped(consume value)
    DispatchQueue.global(qos: .utility).async { dropped.value = nil }
}

/// Runs the tasks `0..<waitsFor.count` on `jobs` threads, each once, and each only after every
/// task in its `waitsFor` list has finished. Among the tasks ready to start, the lowest index
/// starts first: callers list first what others wait for, then the longest tasks, so that no
/// thread idles while work is left.
///
/// Why: running the analyses as one step and the rules as the next left a thread idle at the end
/// of each, while the other finished the longest analysis or rule. One graph lets a rule that reads
/// no analysis fill that time.
///
/// A task's effects must not depend on which other tasks ran before it (results go to slots of
/// their own), so the outcome is the same for every `jobs`. A cycle in `waitsFor` is a defect of
/// the caller, refused before anything runs.
public func runTaskGraph(waitsFor: [[Int]], jobs: Int, _ body: (Int) -> Void) {
    let count = waitsFor.count
    var waiting = waitsFor.map(\.count)
    var dependents = [[Int]](repeating: [], count: count)
    for (task, list) in waitsFor.enumerated() {
        for required in list {
            precondition(required >= 0 && required < count, "task \(task) waits for a task that does not exist")
            dependents[required].append(task)
        }
    }
    precondition(TaskGraphOrder.isAcyclic(waiting: waiting, dependents: dependents), "tasks wait for each other in a cycle")
    // Ready tasks, lowest index last so that `popLast` takes it.
    var ready = (0..<count).filter { waiting[$0] == 0 }.reversed() as [Int]
    func finish(_ task: Int) {
        for dependent in dependents[task] {
            waiting[dependent] -= 1
            if waiting[dependent] == 0 { TaskGraphOrder.insert(dependent, into: &ready) }
        }
    }
    if jobs <= 1 || count < 2 {
        while let task = ready.popLast() {
            body(task)
            finish(task)
        }
        return
    }
    let condition = NSCondition()
    var finished = 0
    DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
        condition.lock()
        while true {
            if let task = ready.popLast() {
                condition.unlock()
                body(task)
                condition.lock()
                finish(task)
                finished += 1
                condition.broadcast()
            } else if finished == count {
                break
            } else {
                // Every task left waits for one that another thread is running.
                condition.wait()
            }
        }
        condition.unlock()
    }
}

/// Helpers of `runTaskGraph`, kept apart so that tests can check them.
enum TaskGraphOrder {
    /// Inserts `task` into `ready`, which is sorted from the highest index to the lowest.
    static func insert(_ task: Int, into ready: inout [Int]) {
        var slot = ready.count
        while slot > 0 && ready[slot - 1] < task { slot -= 1 }
        ready.insert(task, at: slot)
    }

    /// Whether every task can run: Kahn's count of the tasks freed one by one reaches them all.
    static func isAcyclic(waiting: [Int], dependents: [[Int]]) -> Bool {
        var waiting = waiting
        var free = waiting.indices.filter { waiting[$0] == 0 }
        var freed = 0
        while let task = free.popLast() {
            freed += 1
            for dependent in dependents[task] {
                waiting[dependent] -= 1
                if waiting[dependent] == 0 { free.append(dependent) }
            }
        }
        return freed == waiting.count
    }
}
