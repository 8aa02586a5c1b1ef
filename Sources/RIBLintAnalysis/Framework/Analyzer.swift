import Foundation
import RIBLintCore
import RIBLintModel

/// A fact about the project that rules share, computed once per run (go/analysis' `Analyzer`).
///
/// An analyzer is a plain declaration: its name, what it computes, the analyzers whose results it
/// reads (`requires`) and a pure `run` from the model and those results to a typed `Result`. The
/// driver runs exactly the analyzers the enabled rules require, each once, in dependency order,
/// and hands a rule or an analyzer only the results it declared.
public protocol Analyzer {
    associatedtype Result
    /// A short name, used in the profile and in errors: `subscription-sites`.
    static var name: String { get }
    /// One line: the fact the result holds.
    static var summary: String { get }
    /// The analyzers whose results `run` reads.
    static var requires: [any Analyzer.Type] { get }
    static func run(_ pass: AnalysisPass) -> Result
}

/// An analyzer's identity, usable as a dictionary key and comparable across `any Analyzer.Type`.
public struct AnalyzerKey: Hashable, Sendable, CustomStringConvertible {
    let id: ObjectIdentifier
    public let name: String

    public init(_ analyzer: any Analyzer.Type) {
        id = ObjectIdentifier(analyzer)
        name = analyzer.name
    }

    public var description: String { name }
}

/// What an analyzer's `run` sees: the model, the vocabulary, the threads it may use, and the
/// results of the analyzers it requires (only those).
public final class AnalysisPass: @unchecked Sendable {
    public let model: ProjectModel
    public let vocabulary: FrameworkVocabulary
    /// How many threads the analyzer may use for its own work (`parallelMap`).
    public let jobs: Int
    private let results: AnalysisResults
    private let owner: String
    private let declared: Set<AnalyzerKey>

    init(model: ProjectModel, vocabulary: FrameworkVocabulary, jobs: Int, results: AnalysisResults,
         owner: String, declared: [any Analyzer.Type]) {
        self.model = model
        self.vocabulary = vocabulary
        self.jobs = jobs
        self.results = results
        self.owner = owner
        self.declared = Set(declared.map(AnalyzerKey.init))
    }

    /// The result of a required analyzer. Reading one that `owner` did not declare is a
    /// programming error, stopped here with the names of both (as go/analysis does).
    public func result<A: Analyzer>(of analyzer: A.Type) -> A.Result {
        results.result(of: analyzer, readBy: owner, declared: declared)
    }
}

/// The results of one run's analyzers, written once each, then only read.
public final class AnalysisResults: @unchecked Sendable {
    private var storage: [AnalyzerKey: Any] = [:]
    /// Rules read results while other analyzers still store theirs (`AnalysisPlan.run`).
    private let lock = NSLock()

    public init() {}

    func store<A: Analyzer>(_ value: A.Result, for analyzer: A.Type) {
        lock.lock()
        storage[AnalyzerKey(analyzer)] = value
        lock.unlock()
    }

    /// A result, for a reader that declared `declared`.
    public func result<A: Analyzer>(of analyzer: A.Type, readBy owner: String, declared: Set<AnalyzerKey>) -> A.Result {
        let key = AnalyzerKey(analyzer)
        guard declared.contains(key) else {
            fatalError("riblint: internal error: \(owner) reads the analysis \(key.name) without requiring it")
        }
        lock.lock()
        let stored = storage[key]
        lock.unlock()
        guard let value = stored as? A.Result else {
            fatalError("riblint: internal error: the analysis \(key.name) did not run before \(owner)")
        }
        return value
    }
}
