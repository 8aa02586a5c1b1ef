#if canImport(Foundation)
import Foundation
#endif

/// A configuration file that riblint cannot use. The CLI prints `description` and exits with 2.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as the user named it, or `rules.json (built-in default)`.
    public var file: String
    /// Where in the file, e.g. `rules.leak/strong-listener.severity` or `include[2]`; nil for the
    /// whole file.
    public var keyPath: String?
    public var line: Int?
    public var column: Int?
    /// What is wrong and what was expected.
    public var problem: String

    public init(file: String, keyPath: String? = nil, line: Int? = nil, column: Int? = nil, problem: String) {
        self.file = file
        self.keyPath = keyPath
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// `file:line:column: key.path: problem`, in the compiler format so that editors jump there.
    public var description: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        text += ": "
        if let keyPath { text += keyPath + ": " }
        return text + problem
    }

    /// Joins key names with `.` and puts array indices (`[2]`) right after their key.
    static func keyPath(_ parts: [String]) -> String {
        var text = ""
        for part in parts {
            if !text.isEmpty && !part.hasPrefix("[") { text += "." }
            text += part
        }
        return text
    }
}

#if canImport(Foundation)
extension ConfigurationError: LocalizedError {
    public var errorDescription: String? { description }
}
#endif

/// Spelling suggestions for unknown keys and rule ids.
enum NameSuggestion {
    /// The candidate closest to `name` when it is close enough to be a typo.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let target = Array(name.lowercased().utf8)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().utf8))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let limit = max(2, target.count / 3)
        return best.distance <= limit ? best.name : nil
    }

    private static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    static func didYouMean(_ name: String, in candidates: [String]) -> String {
        guard let suggestion = closest(to: name, in: candidates) else { return "" }
        return "; did you mean \"\(suggestion)\"?"
    }
}
