import Foundation
import RIBLintAST
import RIBLintLexer
import RIBLintModel
import SeededRandom
import XCTest

/// A generated uber-style app of several hundred RIBs: the model sees its whole tree and DI graph.
final class ModelScaleTests: XCTestCase {
    /// Files of RIB `index` whose children are `children` (manual DI, component extension per child).
    static func ribFiles(_ index: Int, children: [Int]) -> [(String, String)] {
        let name = "Feature\(index)"
        var builder = """
        import RIBs

        protocol \(name)Dependency: Dependency {
            var service\(index): Service { get }
            var shared: Service { get }
        }

        final class \(name)Component: Component<\(name)Dependency> {
            var shared: Service { dependency.shared }
        """
        for child in children { builder += "\n    var service\(child): Service { shared { Service() } }" }
        builder += """

        }

        protocol \(name)Buildable: Buildable {
            func build(withListener listener: \(name)Listener) -> \(name)Routing
        }

        final class \(name)Builder: Builder<\(name)Dependency>, \(name)Buildable {
            func build(withListener listener: \(name)Listener) -> \(name)Routing {
                let component = \(name)Component(dependency: dependency)
                let interactor = \(name)Interactor(service: dependency.service\(index))
                interactor.listener = listener
        """
        for child in children { builder += "\n        let child\(child) = Feature\(child)Builder(dependency: component)" }
        builder += "\n        return \(name)Router(interactor: interactor\(children.map { ", child\($0): child\($0)" }.joined()))\n    }\n}\n"
        var router = """
        import RIBs

        protocol \(name)Routing: Routing {}
        protocol \(name)Listener: AnyObject {}
        protocol \(name)Interactable: Interactable\(children.map { ", Feature\($0)Listener" }.joined()) {}

        final class \(name)Router: Router<\(name)Interactable>, \(name)Routing {
        """
        for child in children { router += "\n    private let child\(child): Feature\(child)Buildable" }
        // Each child's builder is used (a stored builder that nothing uses attaches nothing).
        router += "\n    private var current: Routing?\n\n    func attachChildren() {"
        for child in children { router += "\n        _ = child\(child)" }
        router += "\n    }\n}\n"
        let interactor = """
        import RIBs

        final class \(name)Interactor: Interactor, \(name)Interactable {
            weak var router: \(name)Routing?
            weak var listener: \(name)Listener?
            private let service: Service

            init(service: Service) {
                self.service = service
            }

            override func didBecomeActive() {
                super.didBecomeActive()
                service.events.subscribe { _ in }.disposeOnDeactivate(interactor: self)
            }
        }
        """
        var files = [("\(name)/\(name)Builder.swift", builder), ("\(name)/\(name)Router.swift", router),
                     ("\(name)/\(name)Interactor.swift", interactor)]
        if !children.isEmpty {
            files.append(("\(name)/\(name)Component+Children.swift",
                          "import RIBs\n\n" + children.map { "extension \(name)Component: Feature\($0)Dependency {}\n" }.joined()))
        }
        return files
    }

    func testModelOfAGeneratedAppWithSeveralHundredRIBs() throws {
        let count = 400
        var sources: [(String, String)] = [("Shared/Service.swift", "final class Service { let events = Events() }\nfinal class Events {}")]
        for index in 0..<count {
            let children = (1...4).map { index * 4 + $0 }.filter { $0 < count }
            sources += Self.ribFiles(index, children: children)
        }
        let files = sources.map { SyntaxParser.parse(SourceBuffer(path: $0.0, text: $0.1)) }
        // How long this takes is the benchmark's to measure (scripts/bench), not a unit test's.
        let model = ProjectModel.build(files: files, modules: ModuleMap(defaultModule: "Generated"))

        XCTAssertEqual(model.ribs.count, count)
        XCTAssertEqual(model.tree.roots.map { model[$0].name }, ["Feature0"])
        XCTAssertEqual(model.tree.edges.count, count - 1)
        let deep = try XCTUnwrap(model.rib(named: "Feature\(count - 1)"))
        XCTAssertEqual(model.tree.paths(to: deep.id).count, 1)
        // `shared` is forwarded by every component up to the root, which nothing in the scan builds.
        let outcome = ModelAssert.resolution(model, rib: deep.name, requirement: "shared").values.first
        XCTAssertEqual(outcome?.hasPrefix("provided "), true, "\(String(describing: outcome))")
    }

    /// With two threads the interactors' bodies are parsed in the background while the serial
    /// layers run: by the time the model is built they are all parsed, the same bodies as with
    /// one thread, and the model is the same.
    func testBodiesParsedAheadOnTwoThreadsAreThoseParsedOnOne() throws {
        let count = 60
        var sources: [(String, String)] = [("Shared/Service.swift", "final class Service { let events = Events() }\nfinal class Events {}")]
        for index in 0..<count {
            sources += Self.ribFiles(index, children: (1...3).map { index * 3 + $0 }.filter { $0 < count })
        }
        let files = sources.map { SyntaxParser.parse(SourceBuffer(path: $0.0, text: $0.1)) }
        let modules = ModuleMap(defaultModule: "Generated")
        let serial = ProjectModel.build(files: files, modules: modules, jobs: 1)
        let parallel = ProjectModel.build(files: files, modules: modules, jobs: 2)

        XCTAssertGreaterThan(serial.bodies.parsedCount, count * 2)
        XCTAssertEqual(parallel.bodies.parsedCount, serial.bodies.parsedCount)
        let interactor = try XCTUnwrap(parallel.rib(named: "Feature7")?.interactor)
        for member in parallel.types[interactor].members {
            guard let function = member.function else { continue }
            let one = try XCTUnwrap(serial.block(of: function, in: member.file))
            let two = try XCTUnwrap(parallel.block(of: function, in: member.file))
            XCTAssertEqual(two.range, one.range)
            XCTAssertEqual(two.statements.count, one.statements.count)
        }
        XCTAssertEqual(parallel.bodies.parsedCount, serial.bodies.parsedCount, "a body the model needed was not parsed ahead")
        XCTAssertEqual(parallel.ribs.map(\.name), serial.ribs.map(\.name))
        XCTAssertEqual(parallel.tree.edges.count, serial.tree.edges.count)
    }

    private static let serviceFile = ("Shared/Service.swift", "final class Service { let events = Events() }\nfinal class Events {}")

    private static func model(_ ribs: [(index: Int, children: [Int])]) -> ProjectModel {
        var sources = [serviceFile]
        for rib in ribs { sources += ribFiles(rib.index, children: rib.children) }
        let files = sources.map { SyntaxParser.parse(SourceBuffer(path: $0.0, text: $0.1)) }
        return ProjectModel.build(files: files, modules: ModuleMap(defaultModule: "Generated"))
    }

    /// A chain of RIBs 40 levels deeper than `RIBTree.depthLimit` is followed to the limit: each
    /// RIB keeps at most that many ancestors and descendants and paths at most that long, the deep
    /// RIBs are named, and `riblint tree` stops expanding there. What the tree holds grows with the
    /// number of RIBs, not with the square of the depth.
    func testATreeDeeperThanTheLimitIsFollowedToTheLimit() throws {
        let limit = RIBTree.depthLimit
        let count = limit + 40
        let model = Self.model((0..<count).map { ($0, $0 + 1 < count ? [$0 + 1] : []) })
        func id(_ index: Int) throws -> RIBID { try XCTUnwrap(model.rib(named: "Feature\(index)")).id }

        XCTAssertEqual(model.ribs.count, count)
        XCTAssertEqual(Set(model.tree.ribsTooDeep.map { model[$0].name }), Set((limit + 1..<count).map { "Feature\($0)" }))
        XCTAssertEqual(model.tree.descendants(of: try id(0)).count, limit)
        XCTAssertEqual(model.tree.ancestors(of: try id(limit)).count, limit)
        XCTAssertEqual(model.tree.ancestors(of: try id(count - 1)).count, limit)
        XCTAssertEqual(model.tree.paths(to: try id(limit)).map { $0.map { model[$0].name } }, [(0...limit).map { "Feature\($0)" }])
        XCTAssertEqual(model.tree.paths(to: try id(count - 1)).map(\.count), [limit + 1])
        // Within the limit, `shared` is still forwarded by every component up to the root.
        XCTAssertEqual(ModelAssert.resolution(model, rib: "Feature\(limit)", requirement: "shared").values.first?.hasPrefix("provided "), true)

        var entries = 0
        for rib in model.ribs { entries += model.tree.ancestors(of: rib.id).count + model.tree.descendants(of: rib.id).count }
        XCTAssertLessThanOrEqual(entries, count * 2 * limit)

        let lines = TreeRendering.text(model).split(separator: "\n")
        // One root: the RIBs past the limit are still known to hang below it.
        XCTAssertEqual(lines.filter { !$0.hasPrefix(" ") && !$0.hasPrefix("└") && !$0.hasPrefix("├") && !$0.hasPrefix("│") }, ["Feature0 (viewless)"])
        let cut = lines.filter { $0.hasSuffix("(\(limit) levels below its root: what lies deeper is not shown)") }
        XCTAssertEqual(cut.count, 1)
        XCTAssertTrue(cut.first?.contains("Feature\(limit) ") == true, String(cut.first ?? ""))
    }

    /// Where every RIB has two parents, the paths to a RIB multiply with its depth: at most 256
    /// are kept, and at most 4,096 RIBs in all of them. The text of the tree, which shows a RIB
    /// under each parent, ends after 100,000 lines.
    func testRIBsWithTwoParentsEachStayBounded() throws {
        let limit = RIBTree.depthLimit
        func chain(_ count: Int) -> ProjectModel {
            Self.model((0..<count).map { index in (index, [index + 1, index + 2].filter { $0 < count }) })
        }
        let shallow = chain(12)
        XCTAssertTrue(shallow.tree.ribsTooDeep.isEmpty)
        let last = try XCTUnwrap(shallow.rib(named: "Feature11")).id
        XCTAssertEqual(shallow.tree.paths(to: last).count, 144)  // Fibonacci: each path steps by one or two

        let deep = chain(limit + 10)
        XCTAssertFalse(deep.tree.ribsTooDeep.isEmpty)
        let paths = deep.tree.paths(to: try XCTUnwrap(deep.rib(named: "Feature\(limit + 9)")).id)
        XCTAssertGreaterThan(paths.count, 1)
        XCTAssertTrue(paths.allSatisfy { $0.count <= limit + 1 })
        XCTAssertLessThan(paths.reduce(0) { $0 + $1.count }, 4_096 + limit + 1)
        let middle = try XCTUnwrap(deep.rib(named: "Feature24")).id
        XCTAssertEqual(deep.tree.paths(to: middle).count, 256)  // 75,025 paths of up to 25 RIBs

        let lines = TreeRendering.text(chain(30)).split(separator: "\n")
        XCTAssertEqual(lines.count, 100_001)
        XCTAssertEqual(lines.last, "(the tree goes on: only its first 100000 lines are shown)")
    }

    /// A chain deeper than the limit elsewhere in the project switches the tree to searches
    /// bounded by the limit; the RIBs of a tree within it get the same ancestors, descendants
    /// and paths either way.
    func testATreeWithinTheLimitIsTheSameBesideADeepChain() throws {
        let limit = RIBTree.depthLimit
        let tree = (0..<40).map { index in (index, [index * 2 + 1, index * 2 + 2, index + 5].filter { $0 < 40 }) }
        let chain = (1000..<1000 + limit + 5).map { index in (index, index + 1 < 1000 + limit + 5 ? [index + 1] : []) }
        let alone = Self.model(tree)
        let beside = Self.model(tree + chain)
        XCTAssertTrue(alone.tree.ribsTooDeep.isEmpty)
        XCTAssertFalse(beside.tree.ribsTooDeep.isEmpty)
        func described(_ model: ProjectModel, _ name: String) throws -> [String] {
            let id = try XCTUnwrap(model.rib(named: name)).id
            let names = { (ids: Set<RIBID>) in ids.map { model[$0].name }.sorted() }
            let paths = model.tree.paths(to: id).map { $0.map { model[$0].name }.joined(separator: ">") }
            return names(model.tree.ancestors(of: id)) + ["|"] + names(model.tree.descendants(of: id)) + ["|"] + paths
        }
        for index in 0..<40 {
            XCTAssertEqual(try described(alone, "Feature\(index)"), try described(beside, "Feature\(index)"), "Feature\(index)")
        }
    }

    /// Seeded random trees with cycles (RIBs that build their own ancestors, or themselves) and
    /// chains longer than `RIBTree.depthLimit`: whatever the shape, the bounded answers never
    /// name a RIB that the tree's edges do not reach, a path is a real path within the limit, and
    /// `riblint tree` shows every RIB below one of its roots. Where no RIB is deeper than the
    /// limit, ancestors and descendants are exactly what the edges reach.
    func testRandomTreesWithCyclesAndDeepChainsKeepTheirInvariants() throws {
        var random = SplitMix64(seed: 0x5EED_C1C1_E5)
        let limit = RIBTree.depthLimit
        var sawTooDeep = false, sawShallow = false, sawCycle = false
        for trial in 0..<6 {
            // Even trials stay shallow (a chain broken every 20 RIBs), odd ones run a chain past
            // the limit; every trial adds edges between random RIBs, back edges included (in odd
            // trials among the first 40 only, so that the chain's end stays deeper than the limit
            // by any path).
            let count = trial % 2 == 1 ? 110 + Int(random.next() % 20) : 70 + Int(random.next() % 30)
            let linked = trial % 2 == 1 ? 40 : count
            var children = Array(repeating: Set<Int>(), count: count)
            for index in 0..<(count - 1) where trial % 2 == 1 || random.next() % 8 != 0 { children[index].insert(index + 1) }
            if trial % 2 == 0 {
                for index in stride(from: 20, to: count - 1, by: 20) { children[index].remove(index + 1) }
            }
            for _ in 0..<(count / 4) {
                children[Int(random.next() % UInt64(linked))].insert(Int(random.next() % UInt64(linked)))
            }
            let model = Self.model((0..<count).map { ($0, children[$0].sorted()) })
            XCTAssertEqual(model.ribs.count, count, "trial \(trial)")

            // What the edges reach, walked here without any limit.
            var next = Array(repeating: [RIBID](), count: model.ribs.count)
            var previous = Array(repeating: [RIBID](), count: model.ribs.count)
            for edge in model.tree.edges {
                next[edge.parent.rawValue].append(edge.child)
                previous[edge.child.rawValue].append(edge.parent)
            }
            func reached(from start: RIBID, _ edges: [[RIBID]]) -> Set<RIBID> {
                var seen: Set<RIBID> = []
                var stack = edges[start.rawValue]
                while let id = stack.popLast() {
                    guard seen.insert(id).inserted else { continue }
                    stack += edges[id.rawValue]
                }
                return seen
            }
            let tooDeep = !model.tree.ribsTooDeep.isEmpty
            if tooDeep { sawTooDeep = true } else { sawShallow = true }
            for rib in model.ribs {
                let down = reached(from: rib.id, next), up = reached(from: rib.id, previous)
                if down.contains(rib.id) { sawCycle = true }
                let descendants = model.tree.descendants(of: rib.id).subtracting([rib.id])
                let ancestors = model.tree.ancestors(of: rib.id).subtracting([rib.id])
                XCTAssertTrue(descendants.isSubset(of: down), "trial \(trial), \(rib.name)")
                XCTAssertTrue(ancestors.isSubset(of: up), "trial \(trial), \(rib.name)")
                if !tooDeep {
                    XCTAssertEqual(descendants, down.subtracting([rib.id]), "trial \(trial), \(rib.name)")
                    XCTAssertEqual(ancestors, up.subtracting([rib.id]), "trial \(trial), \(rib.name)")
                }
                XCTAssertEqual(model.tree.reachable(from: [rib.id]), down.union([rib.id]), "trial \(trial), \(rib.name)")
                for path in model.tree.paths(to: rib.id) {
                    XCTAssertEqual(path.last, rib.id)
                    XCTAssertLessThanOrEqual(path.count, limit + 1)
                    XCTAssertEqual(Set(path).count, path.count, "a path passes a RIB once")
                    for (parent, child) in zip(path, path.dropFirst()) {
                        XCTAssertTrue(next[parent.rawValue].contains(child), "trial \(trial): \(model[parent].name) builds no \(model[child].name)")
                    }
                }
            }

            // Every RIB hangs below a root that `riblint tree` shows.
            let lines = TreeRendering.text(model).split(separator: "\n")
            let rootNames = lines.filter { !$0.hasPrefix(" ") && !$0.hasPrefix("└") && !$0.hasPrefix("├") && !$0.hasPrefix("│") }
                .map { String($0.split(separator: " ").first ?? "") }
            let roots = try rootNames.map { try XCTUnwrap(model.rib(named: $0), $0).id }
            XCTAssertEqual(model.tree.reachable(from: roots).count, model.ribs.count, "trial \(trial)")
            XCTAssertEqual(Set(roots).count, roots.count)
            // And only those a walk from the roots before it does not reach are added as roots.
            for index in roots.indices.dropFirst() {
                XCTAssertFalse(model.tree.reachable(from: Array(roots[..<index])).contains(roots[index]),
                               "trial \(trial): \(model[roots[index]].name) shows as a root but hangs below another")
            }
        }
        XCTAssertTrue(sawTooDeep && sawShallow && sawCycle, "the seeded trees cover deep, shallow and cyclic shapes")
    }
}
