import Foundation
import RIBLintAST
import RIBLintLexer
import RIBLintModel
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
}
