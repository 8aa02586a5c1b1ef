import RIBLintCore
import RIBLintModel

/// Something that reads analyses: a rule, or an analyzer itself.
public struct AnalysisReader: Sendable {
    public let name: String
    public let requires: [any Analyzer.Type]

    public init(name: String, requires: [any Analyzer.Type]) {
        self.name = name
        self.requires = requires
    }
}

/// Why a plan was refused. Each is a defect of riblint itself, found at start-up before any file
/// is read, so that it never shows up half-way through a run.
public enum AnalysisPlanError: Error, Equatable, CustomStringConvertible {
    /// `reader` requires an analyzer that is not in the registry.
    case unregistered(analyzer: String, requiredBy: String)
    /// Analyzers that require each other, in order: `a -> b -> a`.
    case cycle([String])
    /// Two registered analyzers share a name.
    case duplicateName(String)

    public var description: String {
        switch self {
        case .unregistered(let analyzer, let reader):
            return "internal error: \(reader) requires the analysis \(analyzer), which is not registered"
        case .cycle(let names):
            return "internal error: analyses require each other: \(names.joined(separator: " -> "))"
        case .duplicateName(let name):
            return "internal error: two analyses are named \(name)"
        }
    }
}

/// The analyzers a set of readers needs, in an order where each runs after what it requires.
public struct AnalysisPlan {
    /// In run order; each appears once.
    public let order: [any Analyzer.Type]

    /// Plans the analyzers `readers` require, directly or through other analyzers.
    /// - Parameter registry: every analyzer riblint has; a requirement outside it is refused.
    public init(readers: [AnalysisReader], registry: [any Analyzer.Type]) throws {
        var registered: [AnalyzerKey: any Analyzer.Type] = [:]
        var names: Set<String> = []
        for analyzer in registry {
            guard names.insert(analyzer.name).inserted else { throw AnalysisPlanError.duplicateName(analyzer.name) }
            registered[AnalyzerKey(analyzer)] = analyzer
        }
        for reader in readers {
            for analyzer in reader.requires where registered[AnalyzerKey(analyzer)] == nil {
                throw AnalysisPlanError.unregistered(analyzer: analyzer.name, requiredBy: reader.name)
            }
        }
        // Depth-first, post-order: an analyzer is placed after everything it requires. A node
        // met again while still on the path closes a cycle.
        enum Mark { case onPath, placed }
        var marks: [AnalyzerKey: Mark] = [:]
        var order: [any Analyzer.Type] = []
        var path: [AnalyzerKey] = []
        func visit(_ analyzer: any Analyzer.Type, from reader: String) throws {
            let key = AnalyzerKey(analyzer)
            switch marks[key] {
            case .placed?: return
            case .onPath?:
                let start = path.firstIndex(of: key) ?? 0
                throw AnalysisPlanError.cycle(path[start...].map(\.name) + [key.name])
            case nil: break
            }
            guard registered[key] != nil else { throw AnalysisPlanError.unregistered(analyzer: key.name, requiredBy: reader) }
            marks[key] = .onPath
            path.append(key)
            for required in analyzer.requires { try visit(required, from: key.name) }
            path.removeLast()
            marks[key] = .placed
            order.append(analyzer)
        }
        for reader in readers {
            for analyzer in reader.requires { try visit(analyzer, from: reader.name) }
        }
        self.order = order
    }

    /// Runs the plan: each analyzer once, in order, with every thread for its own work.
    /// - Parameter measure: wraps each analyzer's run (the driver's profile).
    public func run(model: ProjectModel, vocabulary: FrameworkVocabulary, jobs: Int,
                    measure: (String, () -> Void) -> Void = { _, body in body() }) -> AnalysisResults {
        let results = AnalysisResults()
        for analyzer in order {
            measure(analyzer.name) { Self.runOne(analyzer, model: model, vocabulary: vocabulary, jobs: jobs, results: results) }
        }
        return results
    }

    private static func runOne<A: Analyzer>(_ analyzer: A.Type, model: ProjectModel, vocabulary: FrameworkVocabulary,
                                            jobs: Int, results: AnalysisResults) {
        let pass = AnalysisPass(model: model, vocabulary: vocabulary, jobs: jobs, results: results,
                                owner: "the analysis \(analyzer.name)", declared: analyzer.requires)
        results.store(analyzer.run(pass), for: analyzer)
    }
}
