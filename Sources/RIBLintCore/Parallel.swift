import Dispatch
import Foundation

/// Maps `items` on `jobs` threads and returns the results in the input order, so that
/// everything downstream is the same whatever the thread count.
public func parallelMap<T, R>(_ items: [T], jobs: Int, _ transform: (T) -> R) -> [R] {
    let count = items.count
    if jobs <= 1 || count < 2 { return items.map(transform) }
    var results = [R?](repeating: nil, count: count)
    results.withUnsafeMutableBufferPointer { output in
        let base = output.baseAddress!
        // Small interleaved chunks balance uneven file sizes across threads.
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
                for index in start..<min(start + chunk, count) {
                    (base + index).pointee = transform(items[index])
                }
            }
        }
    }
    return results.map { $0! }
}

