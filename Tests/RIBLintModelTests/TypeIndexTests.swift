import RIBLintAST
import RIBLintCore
import RIBLintLexer
import RIBLintModel
import SeededRandom
import XCTest

/// Builds a model from in-memory files (`path: source`), modules from the given folders.
func makeModel(_ sources: [(String, String)], folders: [String: String] = [:],
               vocabulary: FrameworkVocabulary = .default) -> ProjectModel {
    let files = sources.map { SyntaxParser.parse(SourceBuffer(path: $0.0, text: $0.1)) }
    return ProjectModel.build(files: files, modules: ModuleMap(defaultModule: "App", folders: folders), vocabulary: vocabulary)
}

final class TypeIndexTests: XCTestCase {
    func testForeignExtensionsByTheNameTheyExtend() {
        let model = makeModel([
            ("A.swift", "extension ViewableRouter { func close() {} }\nextension String { var shout: String { self } }"),
            ("B.swift", "final class Local {}\nextension Local { func own() {} }\nextension Router { func open() {} }"),
            ("C.swift", "extension ViewableRouter { func reopen() {} }"),
        ])
        // Not the project's own `Local`; in declaration order, as `foreignExtensions` lists them.
        XCTAssertEqual(model.types.foreignExtensions.map { $0.decl.extendedType?.name ?? "" }, ["ViewableRouter", "String", "Router", "ViewableRouter"])
        let routers = model.types.foreignExtensions(extendingAnyOf: ["Router", "ViewableRouter"])
        XCTAssertEqual(routers.map(\.file), [0, 1, 2])
        XCTAssertEqual(routers.map { $0.decl.extendedType?.name ?? "" },
                       model.types.foreignExtensions.map { $0.decl.extendedType?.name ?? "" }.filter { $0.hasSuffix("Router") })
        XCTAssertTrue(model.types.foreignExtensions(extendingAnyOf: ["Interactor"]).isEmpty)
    }

    func testNestedTypesAndExtensionsOfThem() throws {
        let model = makeModel([
            ("A.swift", "struct Outer { final class Inner {} }\nprotocol P {}"),
            ("B.swift", "extension Outer.Inner: P { func helper() {} }"),
        ])
        let inner = try XCTUnwrap(model.types.lookup("Outer.Inner", fromModule: "App"))
        XCTAssertEqual(model[inner].qualifiedName, "Outer.Inner")
        XCTAssertEqual(model[inner].name, "Inner")
        XCTAssertTrue(model.types.conforms(inner, to: "P"))
        XCTAssertEqual(model.types.members(of: inner, visibleFrom: nil).map(\.name), ["helper"])
        XCTAssertEqual(model[inner].files, [0, 1])
    }

    /// A member keeps its owner, file and extension in 32-bit fields: what it hands back must be
    /// what the index put in, and the layout must stay compact (one per member, all run long).
    func testMembersKeepOwnerFileAndExtensionInACompactLayout() throws {
        let model = makeModel([
            ("A.swift", "final class Cart { var total = 0 }\nfinal class Shelf {}"),
            ("B.swift", "extension Shelf { func stack() {} }\nextension Cart { private func clear() {} }\nextension Cart { func pay() {} }"),
        ])
        let cart = try XCTUnwrap(model.types.lookup("Cart", fromModule: "App"))
        let members = model[cart].members
        XCTAssertEqual(members.map(\.name), ["total", "clear", "pay"])
        XCTAssertEqual(members.map(\.owner), [cart, cart, cart])
        XCTAssertEqual(members.map(\.file), [0, 1, 1])
        XCTAssertEqual(members.map(\.extensionIndex), [nil, 0, 1])
        XCTAssertEqual(members.map(\.access), [.internal, .private, .internal])
        XCTAssertFalse(members[1].isVisible(from: 0))
        XCTAssertLessThanOrEqual(MemoryLayout<TypeMember>.stride, 24)
    }

    func testInheritanceIsTransitiveThroughGenericProjectClasses() throws {
        let model = makeModel([
            ("Base.swift", "class BaseInteractor<P>: PresentableInteractor<P> {}\nclass Middle: BaseInteractor<FooPresentable> {}"),
            ("Foo.swift", "final class FooInteractor: Middle {}\nprotocol FooPresentable: Presentable {}"),
        ])
        let foo = try XCTUnwrap(model.types.lookup("FooInteractor", fromModule: "App"))
        XCTAssertTrue(model.types.isSubclass(foo, ofAnyOf: ["PresentableInteractor"]))
        XCTAssertFalse(model.types.isSubclass(foo, ofAnyOf: ["Router"]))
        XCTAssertEqual(model.types.superclassChain(of: foo).map(\.ref.name), ["Middle", "BaseInteractor", "PresentableInteractor"])
        XCTAssertEqual(model.roles(of: foo), [.interactor])
        let base = try XCTUnwrap(model.types.lookup("BaseInteractor", fromModule: "App"))
        let middle = try XCTUnwrap(model.types.lookup("Middle", fromModule: "App"))
        XCTAssertEqual(model.customBaseClasses, [base, middle])
    }

    /// A supertype written through an alias of a composition (`typealias Services = A & B`) makes
    /// each part a supertype, as Swift does; the written position itself stays unresolved, and a
    /// class whose first supertype is such an alias gets no project superclass from it.
    func testACompositionAliasMakesEachPartASupertype() throws {
        let model = makeModel([
            ("Services.swift", """
                protocol Ledger: AnyObject {}
                protocol Hours {}
                protocol Loyalty {}
                typealias StallServices = Ledger & Hours
                typealias LedgerAlone = Ledger
                """),
            ("Stalls.swift", """
                class BaseStall {}
                final class FruitStall: BaseStall, StallServices {}
                final class FishStall: StallServices {}
                final class FlowerStall: LedgerAlone {}
                """),
        ])
        func id(_ name: String) throws -> TypeID { try XCTUnwrap(model.types.lookup(name, fromModule: "App")) }
        let fruit = try id("FruitStall"), fish = try id("FishStall")
        for stall in [fruit, fish] {
            XCTAssertTrue(model.types.conforms(stall, to: "Ledger"))
            XCTAssertTrue(model.types.conforms(stall, to: "Hours"))
            XCTAssertFalse(model.types.conforms(stall, to: "Loyalty"))
            XCTAssertTrue(model.types.directSubtypes(of: try id("Hours")).contains(stall))
        }
        XCTAssertEqual(model.types.superclassChain(of: fruit).map(\.ref.name), ["BaseStall"])
        XCTAssertEqual(model.types[fish].inheritedTypes.map(\.resolved), [nil])
        XCTAssertTrue(model.types.conforms(try id("FlowerStall"), to: "Ledger"))
    }

    func testPlatformSubclassesDescendFromTheirPlatformBases() throws {
        let model = makeModel([
            ("Views.swift", """
                import UIKit
                final class FriendsList: UITableViewController {}
                final class BadgeCell: UICollectionViewCell {}
                final class ShareButton: UIButton {}
                final class CustomForm: FormViewController {}
                final class Plain: NSObject {}
                """),
        ])
        func id(_ name: String) throws -> TypeID { try XCTUnwrap(model.types.lookup(name, fromModule: "App")) }
        XCTAssertTrue(model.types.isSubclass(try id("FriendsList"), ofAnyOf: ["UIViewController"]))
        XCTAssertFalse(model.types.isSubclass(try id("FriendsList"), ofAnyOf: ["UIView"]))
        XCTAssertTrue(model.types.isSubclass(try id("BadgeCell"), ofAnyOf: ["UIView"]))
        XCTAssertTrue(model.types.isSubclass(try id("ShareButton"), ofAnyOf: ["UIControl"]))
        XCTAssertEqual(model.roles(of: try id("BadgeCell")), [.view])
        // A class of another library is not guessed at: `viewBases` in rules.json can name it.
        XCTAssertFalse(model.types.isSubclass(try id("CustomForm"), ofAnyOf: ["UIViewController"]))
        XCTAssertEqual(model.roles(of: try id("Plain")), [])
        // The chain itself still ends at the first class from outside the scan.
        XCTAssertEqual(model.types.superclassChain(of: try id("FriendsList")).map(\.ref.name), ["UITableViewController"])
    }

    func testMembersComeFromTheDeclarationThenEachExtensionInOrder() throws {
        let model = makeModel([
            ("Card.swift", """
                final class Card {
                    var title = ""
                    public func show() {}
                }
                private extension Card {
                    func hide() {}
                    private var secret: Int { 1 }
                }
                """),
            ("CardExtras.swift", """
                public extension Card {
                    func share() {}
                }
                extension Card {}
                extension Card {
                    static let shared = Card()
                }
                """),
        ])
        let card = try XCTUnwrap(model.types.lookup("Card", fromModule: "App"))
        let members = model.types[card].members
        let walked = Array(members)
        let indexed = members.indices.map { members[$0] }
        XCTAssertEqual(walked.map(\.name), ["title", "show", "hide", "secret", "share", "shared"])
        XCTAssertEqual(indexed.map(\.name), walked.map(\.name))
        XCTAssertEqual(members.count, 6)
        for (a, b) in zip(walked, indexed) {
            XCTAssertEqual(a.extensionIndex, b.extensionIndex)
            XCTAssertEqual(a.file, b.file)
            XCTAssertEqual(a.access, b.access)
            XCTAssertEqual(a.owner, card)
        }
        XCTAssertEqual(walked.map(\.extensionIndex), [nil, nil, 0, 0, 1, 3])
        XCTAssertEqual(walked.map { model.files[$0.file].source.path }, ["Card.swift", "Card.swift", "Card.swift", "Card.swift",
                                                                         "CardExtras.swift", "CardExtras.swift"])
        // A member's own access level wins; else its extension's (`private extension` makes it
        // fileprivate); else internal.
        XCTAssertEqual(walked.map(\.access), [.internal, .public, .fileprivate, .private, .public, .internal])
    }

    func testProtocolRefinementAndConformanceInExtensionsAnywhere() throws {
        let model = makeModel([
            ("Deps.swift", "protocol BaseDependency: Dependency {}\nprotocol FooDependency: BaseDependency { var x: Int { get } }"),
            ("Component.swift", "final class FooComponent: Component<FooDependency> {}"),
            ("Ext.swift", "extension FooComponent: BarListener {}\nprotocol BarListener: AnyObject {}"),
        ])
        let dependency = try XCTUnwrap(model.types.lookup("FooDependency", fromModule: "App"))
        XCTAssertEqual(model.roles(of: dependency), [.dependency])
        let component = try XCTUnwrap(model.types.lookup("FooComponent", fromModule: "App"))
        XCTAssertTrue(model.types.conforms(component, to: "BarListener"))
        XCTAssertTrue(model.types.conforms(component, to: "AnyObject"))
        XCTAssertEqual(model.roles(of: component), [.component])
    }

    func testPrivateMembersCountOnlyInTheirOwnFile() throws {
        let model = makeModel([
            ("Foo.swift", "final class Foo { private var a = 1\n fileprivate var b = 2\n var c = 3 }"),
            ("Foo+Ext.swift", "extension Foo { var d: Int { 4 } }\nprivate extension Foo { var e: Int { 5 } }"),
        ])
        let foo = try XCTUnwrap(model.types.lookup("Foo", fromModule: "App"))
        XCTAssertEqual(model.types.members(of: foo, visibleFrom: 0).map(\.name), ["a", "b", "c", "d"])
        XCTAssertEqual(model.types.members(of: foo, visibleFrom: 1).map(\.name), ["c", "d", "e"])
        XCTAssertEqual(model.types.members(of: foo, visibleFrom: nil).count, 5)
    }

    /// A type nested in an extension is declared when that extension is attached: a later
    /// extension of it must find it, not a type of the same name in another module.
    func testExtensionsOfTypesNestedInExtensionsStayInTheirModule() throws {
        let model = makeModel([
            ("A/Outer.swift", "struct Outer {}\nextension Outer { struct Inner {} }\nextension Outer.Inner { func own() {} }"),
            ("B/Outer.swift", "struct Outer { struct Inner {} }"),
        ], folders: ["A": "A", "B": "B"])
        let innerA = try XCTUnwrap(model.types.lookup("Outer.Inner", fromModule: "A"))
        let innerB = try XCTUnwrap(model.types.lookup("Outer.Inner", fromModule: "B"))
        XCTAssertNotEqual(innerA, innerB)
        XCTAssertEqual(model[innerA].members.map(\.name), ["own"])
        XCTAssertEqual(model[innerB].members.map(\.name), [])
    }

    func testSameNamesInTwoModulesAreDistinct() throws {
        let model = makeModel([
            ("A/Builder.swift", "final class Builder: RIBs.Builder<Dependency> {}\nprotocol Dependency: RIBs.Dependency {}"),
            ("B/Builder.swift", "final class Builder: RIBs.Builder<Dependency> {}\nprotocol Dependency: RIBs.Dependency {}"),
            ("App/Use.swift", "import A\nfinal class User { let b = B.Builder(dependency: x) }"),
        ], folders: ["A": "A", "B": "B"])
        let fromA = try XCTUnwrap(model.types.lookup("Builder", fromModule: "A"))
        let fromB = try XCTUnwrap(model.types.lookup("Builder", fromModule: "B"))
        XCTAssertNotEqual(fromA, fromB)
        XCTAssertEqual(model[fromA].module, "A")
        XCTAssertEqual(model.types.lookup("B.Builder", fromModule: "App"), fromB)
        // From the default module, an unqualified name resolves to the imported module's type only.
        XCTAssertEqual(model.types.lookup("Builder", fromFile: 2), fromA)
        XCTAssertNil(model.types.lookup("Builder", fromModule: "App"))
        XCTAssertEqual(model.ribs.map(\.name), ["A", "B"])
    }

    func testClassesNamedLikeRIBPartsAreNotPartsWithoutInheritance() {
        let model = makeModel([("X.swift", "final class FooInteractor {}\nfinal class FooRouter: NSObject {}\nfinal class FooBuilder {}")])
        XCTAssertEqual(model.ribs.count, 0)
        XCTAssertTrue(model.types.ids.allSatisfy { model.roles(of: $0).isEmpty })
    }

    func testTheFrameworkModuleItselfHoldsNoParts() {
        let model = makeModel([
            ("Sources/RIBs/Interactor.swift", "open class Interactor {}\nopen class PresentableInteractor<P>: Interactor {}"),
            ("App/FooInteractor.swift", "final class FooInteractor: PresentableInteractor<FooPresentable> {}\nprotocol FooPresentable {}"),
        ], folders: ["Sources/RIBs": "RIBs"])
        XCTAssertEqual(model.ribs.map(\.name), ["Foo"])
    }

    func testInheritanceCyclesAndBadInputDoNotHang() {
        let model = makeModel([
            ("Cycle.swift", "class A: B {}\nclass B: A {}\nprotocol P: Q {}\nprotocol Q: P {}\nclass C: C {}"),
            ("Garbage.swift", "class { extension : : <<<< }}} func ( let = ="),
            ("Empty.swift", ""),
        ])
        let a = model.types.lookup("A", fromModule: "App")
        XCTAssertNotNil(a)
        XCTAssertLessThanOrEqual(model.types.superclassChain(of: a!).count, 2)
        XCTAssertEqual(model.ribs.count, 0)
        XCTAssertEqual(TreeRendering.text(model), "")
        XCTAssertEqual(TreeRendering.json(model), "[]\n")
    }

    /// A superclass chain ends where it closes a cycle, whether the cycle is short (looked for in
    /// the chain itself) or longer than the 16 classes after which a set is kept. (A cycle longer
    /// than `inheritanceDepthLimit` is cut at the limit, as any chain is.)
    func testSuperclassChainsEndWhereTheyCloseACycle() throws {
        func names(_ chain: ArraySlice<Superclass>, _ model: ProjectModel) -> [String] {
            chain.map { superclass -> String in
                if case .project(let id, _) = superclass { return model.types[id].name }
                return "external"
            }
        }
        for length in [3, 16, 17, 30] {
            // C0: C1, C1: C2, ..., C(n-1): C0; D: C0 enters the cycle without being in it.
            var text = (0..<length).map { "class C\($0): C\(($0 + 1) % length) {}" }.joined(separator: "\n")
            text += "\nclass D: C0 {}\nclass E: UIViewController {}\nclass F: E {}"
            let model = makeModel([("Chain.swift", text)])
            let c0 = try XCTUnwrap(model.types.lookup("C0", fromModule: "App"))
            let d = try XCTUnwrap(model.types.lookup("D", fromModule: "App"))
            let f = try XCTUnwrap(model.types.lookup("F", fromModule: "App"))
            let cycle = (1..<length).map { "C\($0)" } + ["C0"]
            XCTAssertEqual(names(model.types.superclassChain(of: c0), model), cycle, "cycle of \(length)")
            XCTAssertEqual(names(model.types.superclassChain(of: d), model), ["C0"] + cycle, "entering a cycle of \(length)")
            XCTAssertEqual(names(model.types.superclassChain(of: f), model), ["E", "external"])
        }
    }

    /// Inheritance is followed `inheritanceDepthLimit` levels of project types up: a type within
    /// the limit keeps its whole superclass chain (the framework's class at its end included) and
    /// every supertype; one beyond keeps the nearest levels. What the index holds grows with the
    /// number of types, not with the square of the depth.
    func testInheritanceIsFollowedUpToTheDepthLimit() throws {
        let limit = TypeIndex.inheritanceDepthLimit
        let count = limit * 3
        var text = "final class C0: Interactor {}\nprotocol P0: Dependency {}\n"
        for level in 1..<count { text += "class C\(level): C\(level - 1) {}\nprotocol P\(level): P\(level - 1) {}\n" }
        text += "final class X: P\(count - 1) {}\n"
        let model = makeModel([("Chain.swift", text)])
        func id(_ name: String) throws -> TypeID { try XCTUnwrap(model.types.lookup(name, fromModule: "App")) }

        XCTAssertEqual(Set(model.types.typesInheritingTooDeeply.map { model.types[$0].name }),
                       Set((limit + 1..<count).flatMap { ["C\($0)", "P\($0)"] } + ["X"]))
        XCTAssertTrue(model.types.isSubclass(try id("C\(limit)"), ofAnyOf: ["Interactor"]))
        XCTAssertFalse(model.types.isSubclass(try id("C\(limit + 1)"), ofAnyOf: ["Interactor"]))
        XCTAssertEqual(model.types.superclassChain(of: try id("C\(limit)")).count, limit + 1)
        XCTAssertEqual(model.types.superclassChain(of: try id("C\(count - 1)")).count, limit + 1)
        XCTAssertTrue(model.types.conforms(try id("P\(limit)"), to: try id("P0")))
        XCTAssertTrue(model.types.conforms(try id("P\(limit)"), to: "Dependency"))
        XCTAssertFalse(model.types.conforms(try id("P\(limit + 1)"), to: try id("P0")))
        XCTAssertFalse(model.types.conforms(try id("P\(limit + 1)"), to: "Dependency"))
        XCTAssertTrue(model.types.conforms(try id("P\(limit + 1)"), to: try id("P1")))
        XCTAssertEqual(model.types.sortedSupertypes(of: try id("X")).count, limit)

        var chainEntries = 0
        var supertypeEntries = 0
        for type in model.types.ids {
            chainEntries += model.types.superclassChain(of: type).count
            supertypeEntries += model.types.sortedSupertypes(of: type).count
        }
        XCTAssertLessThanOrEqual(chainEntries, model.types.ids.count * (limit + 1))
        XCTAssertLessThanOrEqual(supertypeEntries, model.types.ids.count * limit)
    }

    /// One type deeper than the limit anywhere switches the supertypes to a search bounded by the
    /// limit. Every type within the limit gets the same supertypes and chain either way: seeded
    /// random hierarchies of classes and protocols, alone and beside a chain too deep.
    func testSupertypesWithinTheLimitDoNotDependOnADeepChainElsewhere() throws {
        var random = SplitMix64(seed: 0xDEE9_C4A1)
        let limit = TypeIndex.inheritanceDepthLimit
        let deepChain = (1...limit + 1).map { "class H\($0): H\($0 - 1) {}" }.joined(separator: "\n") + "\nclass H0 {}\n"
        for round in 0..<40 {
            // Each type inherits only from earlier ones: no cycle, and at most `limit` levels.
            var lines: [String] = []
            var classes: [Int] = []
            var protocols: [Int] = []
            for index in 0..<limit {
                var supertypes: [String] = []
                let isClass = random.below(2) == 0
                if isClass, !classes.isEmpty, random.below(3) > 0 { supertypes.append("T\(classes[random.below(classes.count)])") }
                for _ in 0..<random.below(3) where !protocols.isEmpty {
                    let name = "T\(protocols[random.below(protocols.count)])"
                    if !supertypes.contains(name) { supertypes.append(name) }
                }
                if random.below(4) == 0 { supertypes.append(isClass ? "NSObject" : "Dependency") }
                let clause = supertypes.isEmpty ? "" : ": " + supertypes.joined(separator: ", ")
                lines.append("\(isClass ? "class" : "protocol") T\(index)\(clause) {}")
                if isClass { classes.append(index) } else { protocols.append(index) }
            }
            let hierarchy = lines.joined(separator: "\n")
            let alone = makeModel([("Types.swift", hierarchy)])
            let beside = makeModel([("Types.swift", hierarchy), ("Deep.swift", deepChain)])
            XCTAssertTrue(alone.types.typesInheritingTooDeeply.isEmpty)
            XCTAssertFalse(beside.types.typesInheritingTooDeeply.isEmpty)
            func described(_ model: ProjectModel, _ name: String) throws -> [String] {
                let type = try XCTUnwrap(model.types.lookup(name, fromModule: "App"))
                let supertypes = model.types.sortedSupertypes(of: type).map { model.types[$0].name }
                let chain = model.types.superclassChain(of: type).map { superclass -> String in
                    if case .project(let id, _) = superclass { return model.types[id].name }
                    return "external"
                }
                return supertypes.sorted() + ["|"] + chain
            }
            for index in 0..<limit {
                XCTAssertEqual(try described(alone, "T\(index)"), try described(beside, "T\(index)"), "round \(round), T\(index)")
            }
        }
    }

    /// `memberBodies(of:where:)` parses only the bodies its test lets through, declaration and
    /// extensions alike, in member order.
    func testMemberBodiesParseOnlyWhatTheTestLetsThrough() throws {
        let model = makeModel([("Worker.swift", """
            final class Sync {
                var label: String { "plain" }
                func start() { refresh() }
                func stop() {}
            }
            extension Sync {
                func refresh() { print("refresh") }
            }
            """)])
        let sync = try XCTUnwrap(model.types.lookup("Sync", fromModule: "App"))
        let before = model.bodies.parsedCount
        let found = model.memberBodies(of: sync) { _, bytes, body in ByteSearch.contains(bytes, "refresh", in: body) }
        XCTAssertEqual(found.map(\.member.name), ["start", "refresh"])
        XCTAssertEqual(model.bodies.parsedCount - before, 2)
        XCTAssertEqual(model.memberBodies(of: sync) { _, _, _ in true }.count, 4)
    }

    func testBuilderBodyGroupsPartsAndNamesTheRIBAfterTheInteractor() throws {
        let model = makeModel([
            ("Restaurant.swift", """
            final class RestaurantBuilder: Builder<RestaurantDependency> {
                func build() -> Routing {
                    let interactor = MenuDetailInteractor()
                    return MenuDetailRouter(interactor: interactor)
                }
            }
            protocol RestaurantDependency: Dependency {}
            final class MenuDetailInteractor: Interactor {}
            final class MenuDetailRouter: Router<Interactable> {}
            """),
        ])
        XCTAssertEqual(model.ribs.map(\.name), ["MenuDetail"])
        XCTAssertEqual(model.ribs.first?.parts.map(\.role), [.interactor, .router, .builder, .dependency])
    }

    func testChildBuilderCreatedInlineInAClosure() throws {
        let model = makeModel([
            ("P.swift", """
            final class ParentBuilder: Builder<ParentDependency> {
                func build() -> Routing {
                    let component = ParentComponent(dependency: dependency)
                    return ParentRouter(interactor: ParentInteractor(), makeChild: { ChildBuilder(dependency: component) })
                }
            }
            protocol ParentDependency: Dependency {}
            final class ParentComponent: Component<ParentDependency> {}
            final class ParentInteractor: Interactor {}
            final class ParentRouter: Router<Interactable> {}
            """),
            ("C.swift", """
            final class ChildBuilder: Builder<ChildDependency> {
                func build() -> Routing { ChildRouter(interactor: ChildInteractor()) }
            }
            protocol ChildDependency: Dependency { var x: Int { get } }
            final class ChildInteractor: Interactor {}
            final class ChildRouter: Router<Interactable> {}
            extension ParentComponent: ChildDependency { var x: Int { 1 } }
            """),
        ])
        XCTAssertEqual(TreeRendering.text(model), "Parent (viewless)\n└── Child (viewless)\n")
        let child = try XCTUnwrap(model.rib(named: "Child"))
        let edge = try XCTUnwrap(model.tree.edges(into: child.id).first)
        XCTAssertEqual(edge.kind, .constructsBuilder)
        XCTAssertEqual(edge.provider.map { model[$0].name }, "ParentComponent")
        XCTAssertEqual(child.files, ["C.swift"])
        XCTAssertEqual(ModelAssert.resolution(model, rib: "Child", requirement: "x"), ["Parent > Child": "provided C.swift:7"])
    }

    func testDependencyHandedToAWorkerEscapes() throws {
        let model = makeModel([("F.swift", """
        protocol FooDependency: Dependency { var a: Int { get } }
        final class FooComponent: Component<FooDependency> {}
        final class FooBuilder: Builder<FooDependency> {
            func build() -> Routing {
                _ = FooComponent(dependency: dependency)
                let worker = FooWorker(dependency: dependency)
                return FooRouter(interactor: FooInteractor(worker: worker))
            }
        }
        final class FooWorker: Worker {}
        final class FooInteractor: Interactor {}
        final class FooRouter: Router<Interactable> {}
        """)])
        let foo = try XCTUnwrap(model.rib(named: "Foo"))
        let entry = try XCTUnwrap(model.dependencies.dependencies(of: foo.id))
        XCTAssertTrue(entry.dependencyEscapes)
        XCTAssertEqual(entry.readNames, [])
        XCTAssertTrue(ModelAssert.parts(model, "Foo").contains("worker:FooWorker"))
        // A root that nothing in the scan builds has no path results for its requirements.
        XCTAssertEqual(entry.requirements.first?.paths.count, 0)
    }

    func testTwoDeclarationsInIfConfigBranchesResolveToTheFirst() throws {
        let model = makeModel([("V.swift", "#if os(iOS)\nfinal class V: UIViewController {}\n#else\nfinal class V: NSViewController {}\n#endif")])
        XCTAssertEqual(model.types.types(named: "V").count, 1)
        XCTAssertEqual(model.types.ids.count, 2)
    }

    /// Two apps scanned as one module: names resolve to the declaration nearest to the use.
    func testSameModuleDuplicatesResolveToTheNearestDeclaration() throws {
        func app(_ folder: String, provides: String) -> [(String, String)] {
            [("\(folder)/Root.swift", """
            final class RootComponent: Component<EmptyDependency> { \(provides) }
            final class RootBuilder: SimpleComponentizedBuilder<RootComponent, LaunchRouting> {
                override func build(with component: RootComponent) -> LaunchRouting {
                    let child = ChildBuilder { ChildComponent(parent: component) }
                    return RootRouter(interactor: RootInteractor(), child: child)
                }
            }
            final class RootInteractor: Interactor {}
            final class RootRouter: LaunchRouter<Interactable, ViewControllable> {}
            """),
             ("\(folder)/Child.swift", """
            protocol ChildDependency: Dependency { var session: Session { get } }
            final class ChildComponent: Component<ChildDependency> {}
            final class ChildBuilder: SimpleComponentizedBuilder<ChildComponent, Routing> {
                override func build(with component: ChildComponent) -> Routing { ChildRouter(interactor: ChildInteractor()) }
            }
            final class ChildInteractor: Interactor {}
            final class ChildRouter: Router<Interactable> {}
            """)]
        }
        let model = makeModel(app("One", provides: "var session: Session { shared { Session() } }") + app("Two", provides: ""))
        XCTAssertEqual(model.ribs.map(\.name), ["Child", "Child", "Root", "Root"])
        let outcomes = model.ribs.filter { $0.name == "Child" }.map { child in
            model.dependencies.dependencies(of: child.id)?.requirements.first?.paths.first.map { path -> String in
                if case .provided(let location) = path.resolution { return "provided \(location.path)" }
                return "\(path.resolution)"
            } ?? "none"
        }
        XCTAssertEqual(outcomes.sorted(), ["missing", "provided One/Root.swift"])
    }

    /// `var s: ScoreStream { dependency.mutableScoreStream }` widens the type: upward, the parent's
    /// own requirement (`MutableScoreStream`) must be met, not the child's, and it is checked at
    /// the parent.
    func testForwarderThatWidensTheType() throws {
        let model = makeModel([("App.swift", """
        protocol ScoreStream {}
        protocol MutableScoreStream: ScoreStream {}
        protocol GameDependency: Dependency { var mutableScoreStream: MutableScoreStream { get } }
        final class GameComponent: Component<GameDependency> {}
        final class GameBuilder: Builder<GameDependency> {
            func build() -> Routing {
                let component = GameComponent(dependency: dependency)
                return GameRouter(interactor: GameInteractor(), board: BoardBuilder(dependency: component))
            }
        }
        final class GameInteractor: Interactor {}
        final class GameRouter: Router<Interactable> {}
        protocol BoardDependency: Dependency { var scoreStream: ScoreStream { get } }
        extension GameComponent: BoardDependency {
            var scoreStream: ScoreStream { dependency.mutableScoreStream }
        }
        final class BoardBuilder: Builder<BoardDependency> {
            func build() -> Routing { BoardRouter(interactor: BoardInteractor()) }
        }
        final class BoardInteractor: Interactor {}
        final class BoardRouter: Router<Interactable> {}
        final class AppComponent: Component<EmptyDependency>, GameDependency {
            var mutableScoreStream: MutableScoreStream { shared { Scores() } }
        }
        final class Scores: MutableScoreStream {}
        final class AppDelegate {
            func launch() { _ = GameBuilder(dependency: AppComponent()).build() }
        }
        """)])
        // The forwarder provides Board's requirement (GameComponent conforms, so the compiler
        // checks it); Game's own, wider requirement is resolved where Game is built.
        XCTAssertEqual(ModelAssert.resolution(model, rib: "Board", requirement: "scoreStream"), ["Game > Board": "provided App.swift:15"])
        XCTAssertEqual(ModelAssert.resolution(model, rib: "Game", requirement: "mutableScoreStream"), ["Game": "provided App.swift:23"])
        let board = try XCTUnwrap(model.rib(named: "Board"))
        XCTAssertEqual(model.dependencies.dependencies(of: board.id)?.requirements.first?.paths.first?.forwardedThrough.map(\.line), [15])
    }
    /// A property typed only by its initialiser (`var selection = PublishRelay<(Int, String)>()`)
    /// has that type, generic tuple arguments included.
    func testAPropertyTypedByItsInitialiserHasThatType() throws {
        func app(_ provided: String) -> [(String, String)] {
            [("App.swift", """
            protocol ListDependency: Dependency { var selection: PublishRelay<(Int, String)> { get } }
            final class ListComponent: Component<ListDependency> {}
            final class ListBuilder: Builder<ListDependency> {
                func build() -> Routing { ListRouter(interactor: ListInteractor()) }
            }
            final class ListInteractor: Interactor {}
            final class ListRouter: Router<Interactable> {}
            final class AppServices: ListDependency {
                var selection = \(provided)()
            }
            final class AppDelegate {
                func start() { _ = ListBuilder(dependency: AppServices()).build() }
            }
            """)]
        }
        XCTAssertEqual(ModelAssert.resolution(makeModel(app("PublishRelay<(Int, String)>")), rib: "List", requirement: "selection"),
                       ["List": "provided App.swift:9"])
        XCTAssertEqual(ModelAssert.resolution(makeModel(app("PublishRelay<(Int, Int)>")), rib: "List", requirement: "selection"),
                       ["List": "mismatch PublishRelay<(Int,Int)>"])
    }
    /// A base class reached through a top-level `typealias`, and a builder that only conforms to
    /// its buildable protocol, make RIB parts; a spy of the buildable does not.
    func testTypealiasBasesAndBuildableOnlyBuilders() throws {
        let model = makeModel([("Shop.swift", """
        typealias ScreenInteractor = PresentableInteractor<ShopPresentable>
        protocol ShopPresentable: Presentable {}
        protocol ShopBuildable: Buildable { func build(withListener listener: ShopListener) -> ShopRouting }
        protocol ShopListener: AnyObject {}
        protocol ShopRouting: ViewableRouting {}
        protocol ShopDependency: Dependency {}
        final class ShopInteractor: ScreenInteractor {}
        final class ShopRouter: ViewableRouter<Interactable, ViewControllable>, ShopRouting {}
        final class ShopBuilder: ShopBuildable {
            private let dependency: ShopDependency
            init(dependency: ShopDependency) { self.dependency = dependency }
            func build(withListener listener: ShopListener) -> ShopRouting {
                ShopRouter(interactor: ShopInteractor(presenter: ShopViewController()), viewController: ShopViewController())
            }
        }
        final class ShopBuilderSpy: ShopBuildable {
            func build(withListener listener: ShopListener) -> ShopRouting { fatalError() }
        }
        final class ShopViewController: UIViewController, ShopPresentable, ViewControllable {}
        """)])
        let shop = try XCTUnwrap(model.rib(named: "Shop"))
        XCTAssertEqual(shop.interactor.map { model[$0].name }, "ShopInteractor")
        XCTAssertEqual(shop.builder.map { model[$0].name }, "ShopBuilder")
        XCTAssertEqual(model.ribs.map(\.name), ["Shop"])
        let spy = try XCTUnwrap(model.types.lookup("ShopBuilderSpy", fromModule: "App"))
        XCTAssertFalse(model.hasRole(spy, .builder))
    }
    /// A RIB of plain `Builder`/`Interactor` classes in the scan's default module (named after the
    /// scanned folder, often the repository) is named after the folder that holds its classes.
    func testPlainPartsInTheDefaultModuleAreNamedAfterTheirFolder() throws {
        let model = makeModel([("Checkout/Builder.swift", """
        protocol Dependency: RIBs.Dependency {}
        final class Builder: RIBs.Builder<Dependency> {}
        final class Interactor: RIBs.Interactor {}
        """)])
        XCTAssertEqual(model.ribs.map(\.name), ["Checkout"])
    }
}

/// `riblint tree`'s facts about a RIB: whether it has a view, and its builder's summary.
final class TreeFactsTests: XCTestCase {
    private let viewless = """
        import RIBs
        protocol SyncDependency: Dependency {}
        /// Keeps the cart in sync with the server.
        ///
        /// More detail that the tree does not show.
        @MainActor
        final class SyncBuilder: Builder<SyncDependency> {}
        final class SyncInteractor: Interactor {}
        final class SyncRouter: Router<SyncInteractor> {}
        """

    private let withView = """
        import RIBs
        import UIKit
        protocol CartDependency: Dependency {}
        /**
         * Shows the cart and its total.
         */
        final class CartBuilder: Builder<CartDependency> {}
        protocol CartPresentable: Presentable {}
        final class CartInteractor: PresentableInteractor<CartPresentable> {}
        final class CartRouter: ViewableRouter<CartInteractor, CartViewController> {}
        final class CartViewController: UIViewController, CartPresentable {}
        """

    private let undocumented = """
        import RIBs
        protocol NoteDependency: Dependency {}
        /// A doc comment for something else.
        let unrelated = 1
        // A plain comment is no summary.
        final class NoteBuilder: Builder<NoteDependency> {}
        final class NoteInteractor: Interactor {}
        """

    func testViewlessRIBsAndBuilderSummaries() throws {
        let model = makeModel([("Sync.swift", viewless), ("Cart.swift", withView), ("Note.swift", undocumented)])
        func rib(_ name: String) throws -> RIBID { try XCTUnwrap(model.rib(named: name)).id }
        XCTAssertTrue(model.isViewless(try rib("Sync")))
        XCTAssertFalse(model.isViewless(try rib("Cart")))
        XCTAssertTrue(model.isViewless(try rib("Note")))
        XCTAssertEqual(model.builderSummary(try rib("Sync")), "Keeps the cart in sync with the server.")
        XCTAssertEqual(model.builderSummary(try rib("Cart")), "Shows the cart and its total.")
        XCTAssertNil(model.builderSummary(try rib("Note")))
    }
}
