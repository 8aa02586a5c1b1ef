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
    /// A result never depends on the threads it was computed with (`--jobs 1`, `2` and `8` give
    /// the same report).
    /// - Parameter measure: wraps each analyzer's run (the driver's profile); side by side, the
    ///   CPU it sees is that of everything running beside it.
    public func run(model: ProjectModel, vocabulary: FrameworkVocabulary, jobs: Int,
                    measure: (String, () -> Void) -> Void = { _, body in body() }) -> AnalysisResults {
        run(model: model, vocabulary: vocabulary, jobs: jobs, readers: [], measure: measure)
    }

    /// Runs the plan's analyzers and `readers` (the rules' checks) as one graph of tasks: each
    /// analyzer after what it requires, each reader once the analyzers it requires are done, the
    /// analyzers first among the tasks ready to start. A reader that requires nothing starts at
    /// once, beside the analyzers.
    ///
    /// Analyzers that could run side by side (one level of `levels`) each get their share of the
    /// threads for their own work. Each spends part of its run on one thread (gathering, merging),
    /// and the readers fill that time.
    public func run(model: ProjectModel, vocabulary: FrameworkVocabulary, jobs: Int, readers: [Reader],
                    measure: (String, () -> Void) -> Void = { _, body in body() }) -> AnalysisResults {
        let results = AnalysisResults()
        var taskOf: [AnalyzerKey: Int] = [:]
        for (index, analyzer) in order.enumerated() { taskOf[AnalyzerKey(analyzer)] = index }
        var share: [AnalyzerKey: Int] = [:]
        for level in levels {
            for analyzer in level { share[AnalyzerKey(analyzer)] = max(1, jobs / level.count) }
        }
        func tasks(of required: [any Analyzer.Type]) -> [Int] {
            // A reader's requirements are in the plan when the plan was made for it; one made for
            // other readers would stop here rather than run it without its analyses.
            required.map { analyzer in
                guard let task = taskOf[AnalyzerKey(analyzer)] else {
                    fatalError("riblint: internal error: the analysis \(analyzer.name) is not in the plan")
                }
                return task
            }
        }
        let waitsFor = order.map { tasks(of: $0.requires) } + readers.map { tasks(of: $0.requires) }
        runTaskGraph(waitsFor: waitsFor, jobs: jobs) { task in
            guard task < order.count else {
                readers[task - order.count].work(results)
                return
            }
            let analyzer = order[task]
            measure(analyzer.name) {
                Self.compute(analyzer, model: model, vocabulary: vocabulary, jobs: share[AnalyzerKey(analyzer)] ?? 1, results: results)
            }
        }
        return results
    }

    /// Work that reads analyses, run by `run(model:vocabulary:jobs:readers:measure:)` once the
    /// analyzers it requires are done: a rule's check.
    public struct Reader {
        public let requires: [any Analyzer.Type]
        public let work: (AnalysisResults) -> Void

        public init(requires: [any Analyzer.Type], work: @escaping (AnalysisResults) -> Void) {
            self.requires = requires
            self.work = work
        }
    }

    /// Runs one analyzer and stores its result, which only the tasks that wait for it read.
    private static func compute<A: Analyzer>(_ analyzer: A.Type, model: ProjectModel, vocabulary: FrameworkVocabulary,
                                             jobs: Int, results: AnalysisResults) {
        let pass = AnalysisPass(model: model, vocabulary: vocabulary, jobs: jobs, results: results,
                                owner: "the analysis \(analyzer.name)", declared: analyzer.requires)
        results.store(analyzer.run(pass), for: analyzer)
    }
}
