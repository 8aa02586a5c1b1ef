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
    /// `order` cut into levels: an analyzer's requirements all lie in earlier levels, so the
    /// analyzers of one level read none of each other's results and may run side by side.
    public let levels: [[any Analyzer.Type]]

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
        var levelOf: [AnalyzerKey: Int] = [:]
        var levels: [[any Analyzer.Type]] = []
        for analyzer in order {
            // `order` places every requirement first, so its level is known here.
            let level = analyzer.requires.map { (levelOf[AnalyzerKey($0)] ?? 0) + 1 }.max() ?? 0
            levelOf[AnalyzerKey(analyzer)] = level
            if level == levels.count { levels.append([]) }
            levels[level].append(analyzer)
        }
        self.levels = levels
    }

    /// Runs the plan: each analyzer once, after what it requires.
    ///
    /// The analyzers of a level run side by side, each on its share of the threads, and their
    /// results are stored in plan order once the level is done. Each analyzer spends part of its
    /// run on one thread (gathering, merging): run one at a time, the analyses of the 600-RIB app
    /// were only 1.2 times faster on two threads than on one.
    /// A result never depends on the threads it was computed with (`--jobs 1`, `2` and `8` give
    /// the same report).
    /// - Parameter measure: wraps each analyzer's run (the driver's profile); side by side, the
    ///   CPU it sees is the level's.
    public func run(model: ProjectModel, vocabulary: FrameworkVocabulary, jobs: Int,
                    measure: (String, () -> Void) -> Void = { _, body in body() }) -> AnalysisResults {
        let results = AnalysisResults()
        for level in levels {
            guard level.count > 1, jobs > 1 else {
                for analyzer in level {
                    measure(analyzer.name) {
                        Self.compute(analyzer, model: model, vocabulary: vocabulary, jobs: jobs, results: results)(results)
                    }
                }
                continue
            }
            let share = max(1, jobs / level.count)
            let stores: [(AnalysisResults) -> Void] = parallelMap(level, jobs: min(jobs, level.count)) { analyzer in
                var store: (AnalysisResults) -> Void = { _ in }
                measure(analyzer.name) {
                    store = Self.compute(analyzer, model: model, vocabulary: vocabulary, jobs: share, results: results)
                }
                return store
            }
            for store in stores { store(results) }
        }
        return results
    }

    /// Runs one analyzer and returns what stores its result: nothing is written to `results`
    /// while the analyzers of a level read it.
    private static func compute<A: Analyzer>(_ analyzer: A.Type, model: ProjectModel, vocabulary: FrameworkVocabulary,
                                             jobs: Int, results: AnalysisResults) -> (AnalysisResults) -> Void {
        let pass = AnalysisPass(model: model, vocabulary: vocabulary, jobs: jobs, results: results,
                                owner: "the analysis \(analyzer.name)", declared: analyzer.requires)
        let value = analyzer.run(pass)
        return { $0.store(value, for: analyzer) }
    }
}
