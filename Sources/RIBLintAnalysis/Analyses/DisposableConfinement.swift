import RIBLintAST
import RIBLintCore
import RIBLintModel

/// Disposable flow and confinement: what a class does with its bags, sets and disposables when it is deactivated (an interactor's
/// `willResignActive`) or stopped (a worker's `didStop`): which stored properties it empties,
/// disposes, cancels, reassigns or sets to nil there.
///
/// The class's own release method counts, and so do those of its project superclasses (a
/// `BaseInteractor` that resets `bag` confines every subclass's `disposed(by: bag)`), and the
/// class's methods that a release method calls (`tearDown()` called from `willResignActive`).
public struct ConfinementAnalysis: Sendable {
    public struct StoredProperty: Sendable {
        public var file: FileIndex
        public var declaration: PropertyDecl
    }

    /// `willResignActive` or `didStop`.
    public let releaseMethod: String
    /// Stored properties of the class and its project superclasses, by name (nearest class wins).
    public let storedProperties: [String: StoredProperty]
    /// Stored properties that a release method empties, disposes, cancels, reassigns or sets to nil.
    public let releasedProperties: Set<String>

    /// Calls that empty or dispose what they are called on.
    public static let releasingCalls: Set<String> = ["dispose", "cancel", "removeAll", "clear"]

    /// The analysis of `type` for the release method `releaseMethod`.
    public static func of(_ type: TypeID, releaseMethod: String, model: ProjectModel) -> ConfinementAnalysis {
        var classes = [type]
        for case .project(let superclass, _) in model.types.superclassChain(of: type) { classes.append(superclass) }

        var stored: [String: StoredProperty] = [:]
        var methods: [String: [(FunctionDecl, FileIndex)]] = [:]
        for id in classes {
            for member in model.storedProperties(of: id) {
                guard let property = member.property, stored[property.name.text] == nil else { continue }
                stored[property.name.text] = StoredProperty(file: member.file, declaration: property)
            }
            for member in model[id].members {
                guard let function = member.function, function.kind == .function, function.body != nil else { continue }
                methods[function.name.text, default: []].append((function, member.file))
            }
        }

        var released: Set<String> = []
        var visited: Set<String> = [releaseMethod]
        var pending = [releaseMethod]
        // Bounded: a class has few methods, each visited once.
        while let name = pending.popLast() {
            for (function, file) in methods[name] ?? [] {
                guard let block = model.block(of: function, in: file) else { continue }
                collectReleases(in: block, stored: stored, released: &released) { called in
                    if methods[called] != nil, visited.insert(called).inserted { pending.append(called) }
                }
            }
        }
        return ConfinementAnalysis(releaseMethod: releaseMethod, storedProperties: stored, releasedProperties: released)
    }

    public func isReleased(_ property: String) -> Bool { releasedProperties.contains(property) }
    public func isStored(_ property: String) -> Bool { storedProperties[property] != nil }

    private static func collectReleases(in block: Block, stored: [String: StoredProperty], released: inout Set<String>,
                                        calls: (String) -> Void) {
        func property(_ expr: Expr) -> String? {
            if case .property(let name) = Bindings.reference(expr, locals: []), stored[name] != nil { return name }
            return nil
        }
        block.walk { node in
            switch node {
            case .statement(.assignment(let assignment)):
                if assignment.op == "=", let name = property(assignment.target) { released.insert(name) }
            case .expression(.call(let call)):
                let chain = Expr.call(call).callChain
                // `tearDown()`, `self.tearDown()`: a method of the class whose releases count too.
                if case .identifier(let name) = call.callee {
                    calls(name.text)
                } else if chain.links.count == 1, Bindings.isSelf(chain.root) {
                    calls(chain.links[0].name.text)
                }
                guard let last = chain.links.last, releases(last) else { break }
                // `bag.dispose()`, `self.set.removeAll()`, `x?.cancel()`, `[a, b].forEach { $0.dispose() }`.
                let receiver = chain.links.dropLast()
                if let root = chain.root, receiver.isEmpty {
                    if let name = property(root) { released.insert(name) }
                    if case .collection(let elements, _) = root {
                        for element in elements { if let name = property(element) { released.insert(name) } }
                    }
                } else if Bindings.isSelf(chain.root), receiver.count == 1, receiver[receiver.startIndex].call == nil,
                          stored[receiver[receiver.startIndex].name.text] != nil {
                    released.insert(receiver[receiver.startIndex].name.text)
                }
            default:
                break
            }
            return true
        }
    }

    /// `dispose()`, `cancel()`, `removeAll()`, or `forEach` with a closure that disposes or cancels.
    private static func releases(_ link: CallChain.Link) -> Bool {
        guard link.call != nil else { return false }
        if releasingCalls.contains(link.name.text) { return true }
        guard link.name.text == "forEach" else { return false }
        return link.closures.contains { closure in
            closure.body.allCalls.contains { call in call.name.map { releasingCalls.contains($0.text) } == true }
        }
    }
}

/// The confinement of every interactor and worker that subscribes to a stream that does not
/// complete at once: what its `willResignActive` (`didStop` for a worker) releases.
public enum DisposableConfinementAnalyzer: Analyzer {
    public static let name = "disposable-confinement"
    public static let summary = "which bags, sets and disposables each subscribing interactor or worker releases when it deactivates"
    public static let requires: [any Analyzer.Type] = [SubscriptionSitesAnalyzer.self]

    /// `willResignActive` for an interactor, `didStop` for a worker.
    public static func releaseMethod(of type: TypeID, model: ProjectModel) -> String {
        model.hasRole(type, .interactor) ? "willResignActive" : "didStop"
    }

    public static func run(_ pass: AnalysisPass) -> [TypeID: ConfinementAnalysis] {
        let model = pass.model
        let sites = pass.result(of: SubscriptionSitesAnalyzer.self)
        let classes = Set(model.types(withRole: .interactor) + model.types(withRole: .worker)).sorted().filter { type in
            sites.sites(of: type).contains { !$0.completesAtOnce }
        }
        let analyses = parallelMap(classes, jobs: pass.jobs) { type in
            ConfinementAnalysis.of(type, releaseMethod: releaseMethod(of: type, model: model), model: model)
        }
        return Dictionary(uniqueKeysWithValues: zip(classes, analyses))
    }
}
