import XCTest
import RIBLintLexer
@testable import RIBLintAST

func parse(_ text: String) -> FileSyntax {
    SyntaxParser.parse(SourceBuffer(path: "Test.swift", text: text))
}

extension TypeDecl {
    var properties: [PropertyDecl] { members.compactMap { if case .property(let p) = $0 { return p } else { return nil } } }
    var functions: [FunctionDecl] { members.compactMap { if case .function(let f) = $0 { return f } else { return nil } } }
    var nestedTypes: [TypeDecl] { members.compactMap { if case .type(let t) = $0 { return t } else { return nil } } }
    var cases: [EnumCaseDecl] { members.compactMap { if case .enumCase(let c) = $0 { return c } else { return nil } } }
    var aliases: [TypeAliasDecl] { members.compactMap { if case .typeAlias(let a) = $0 { return a } else { return nil } } }
    func property(_ name: String) -> PropertyDecl? { properties.first { $0.name.text == name } }
    func function(_ name: String) -> FunctionDecl? { functions.first { $0.name.text == name } }
}

let interactorSource = """
import RIBs
import RxSwift
@testable import FooKit
@_exported import struct Bar.Baz

protocol FooRouting: ViewableRouting {
    func routeToBar()
    func attach(child: ViewableRouting, animated: Bool)
}

protocol FooPresentable: Presentable {
    var listener: FooPresentableListener? { get set }
    var title: String { get }
    func show(items: [String: Int])
}

protocol FooListener: AnyObject {
    func fooDidFinish()
}

/// The interactor.
final class FooInteractor: PresentableInteractor<FooPresentable>, FooInteractable, FooPresentableListener {

    weak var router: FooRouting?
    weak var listener: FooListener?
    private(set) var count = 0, total: Int = 1
    unowned(unsafe) let owner: Owner
    lazy var formatter: Formatter = { Formatter() }()
    static let shared = FooInteractor(presenter: Presenter())
    private let disposeBag = DisposeBag()
    var isEmpty: Bool { items.isEmpty }
    var items: [String] = [] {
        didSet { presenter.show(items: [:]) }
    }

    init(presenter: FooPresentable, stream: Observable<Optional<Int>>) {
        self.stream = stream
        super.init(presenter: presenter)
        presenter.listener = self
    }

    required init?(coder: NSCoder) { nil }

    convenience init!(other value: Int = 3) { self.init(presenter: Presenter(), stream: .empty()) }

    deinit {
        print("bye")
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        stream
            .subscribe(onNext: { [weak self] value in
                self?.handle(value)
            })
            .disposeOnDeactivate(interactor: self)
    }

    func handle(_ value: Int?) async throws -> Result<Int, Error>? where Foo: Bar {
        if value == nil { return nil }
        return .success(1)
    }

    subscript(index: Int) -> String { items[index] }

    static func == (lhs: FooInteractor, rhs: FooInteractor) -> Bool { lhs === rhs }

    enum State: Equatable {
        case idle, loading(progress: Double, String)
        indirect case nested(State)
        case named = 3
    }
}
"""

final class DeclarationParserTests: XCTestCase {
    func testImports() {
        let file = parse(interactorSource)
        XCTAssertEqual(file.imports.map(\.path), ["RIBs", "RxSwift", "FooKit", "Bar.Baz"])
        XCTAssertEqual(file.imports[2].attributes, ["@testable"])
        XCTAssertEqual(file.imports[3].attributes, ["@_exported"])
        XCTAssertTrue(file.diagnostics.isEmpty, "\(file.diagnostics)")
    }

    func testInteractorDeclaration() throws {
        let file = parse(interactorSource)
        XCTAssertEqual(file.types.map(\.name.text), ["FooRouting", "FooPresentable", "FooListener", "FooInteractor"])
        let interactor = try XCTUnwrap(file.types.last)
        XCTAssertEqual(interactor.kind, .class)
        XCTAssertTrue(interactor.modifiers.contains(.final))
        XCTAssertEqual(interactor.inheritedTypes.map(\.text),
                       ["PresentableInteractor<FooPresentable>", "FooInteractable", "FooPresentableListener"])
        XCTAssertEqual(interactor.inheritedTypes[0].name, "PresentableInteractor")
        XCTAssertEqual(interactor.inheritedTypes[0].genericArguments.map(\.name), ["FooPresentable"])
        let source = file.source
        XCTAssertEqual(source.text(Int(interactor.bodyRange.start)..<Int(interactor.bodyRange.start) + 1), "{")
        XCTAssertEqual(source.text(Int(interactor.bodyRange.end) - 1..<Int(interactor.bodyRange.end)), "}")
        XCTAssertEqual(source.location(of: interactor.name.offset).line, 22)
    }

    func testProperties() throws {
        let file = parse(interactorSource)
        let interactor = try XCTUnwrap(file.types.last)
        let listener = try XCTUnwrap(interactor.property("listener"))
        XCTAssertTrue(listener.modifiers.contains(.weak))
        XCTAssertEqual(listener.type?.text, "FooListener?")
        XCTAssertEqual(listener.type?.name, "FooListener")
        XCTAssertEqual(listener.type?.isOptional, true)
        XCTAssertFalse(listener.isLet)

        let count = try XCTUnwrap(interactor.property("count"))
        let total = try XCTUnwrap(interactor.property("total"))
        XCTAssertTrue(count.modifiers.contains(.restrictedSetter))
        XCTAssertEqual(count.modifiers.accessLevel, .internal)
        XCTAssertTrue(total.modifiers.contains(.restrictedSetter))
        XCTAssertEqual(total.type?.text, "Int")
        XCTAssertNotNil(count.initializer)

        let owner = try XCTUnwrap(interactor.property("owner"))
        XCTAssertTrue(owner.modifiers.contains(.unowned))
        XCTAssertTrue(owner.modifiers.contains(.unownedUnsafe))
        XCTAssertTrue(owner.isLet)

        XCTAssertTrue(try XCTUnwrap(interactor.property("formatter")).modifiers.contains(.lazy))
        XCTAssertTrue(try XCTUnwrap(interactor.property("shared")).modifiers.contains(.static))
        let disposeBag = try XCTUnwrap(interactor.property("disposeBag"))
        XCTAssertEqual(disposeBag.modifiers.accessLevel, .private)
        let initializer = try XCTUnwrap(disposeBag.initializer)
        XCTAssertEqual(file.source.text(Int(initializer.start)..<Int(initializer.end)), "DisposeBag()")

        let isEmpty = try XCTUnwrap(interactor.property("isEmpty"))
        XCTAssertTrue(isEmpty.isComputed)
        XCTAssertNotNil(isEmpty.accessorBlock)
        let items = try XCTUnwrap(interactor.property("items"))
        XCTAssertFalse(items.isComputed)
        XCTAssertEqual(items.accessors, ["didSet"])
        XCTAssertNotNil(items.initializer)
    }

    /// One name per property for `var a: A, b = 1`; a tuple pattern's names get no type (the
    /// AST keeps no tuple elements), whatever the annotation.
    func testPropertyPatterns() throws {
        let file = parse("""
        final class Box {
            var a: Int, b = 1
            let (c, d): (String, Int) = ("", 0)
            let (e, f): Pair
        }
        """)
        let box = try XCTUnwrap(file.types.first)
        XCTAssertEqual(try XCTUnwrap(box.property("a")).type?.text, "Int")
        XCTAssertNil(try XCTUnwrap(box.property("b")).type)
        XCTAssertNotNil(try XCTUnwrap(box.property("b")).initializer)
        for name in ["c", "d", "e", "f"] {
            let property = try XCTUnwrap(box.property(name), name)
            XCTAssertNil(property.type, name)
            XCTAssertTrue(property.isLet, name)
        }
        XCTAssertNotNil(try XCTUnwrap(box.property("d")).initializer)
        XCTAssertNil(try XCTUnwrap(box.property("f")).initializer)
    }

    /// The code a member runs: a function's body, a property's accessors then its initializer,
    /// nothing for a requirement, a nested type or a case.
    func testBodyRangesOfMembers() throws {
        let file = parse("""
        final class Thing {
            func run() { work() }
            func required()
            var observed: Int = 1 { didSet { log() } }
            var computed: Int { 2 }
            let plain = 3
            let none: Int
            enum Kind { case a }
        }
        """)
        let thing = try XCTUnwrap(file.types.first)
        func texts(_ member: MemberDecl) -> [String] {
            member.bodyRanges.map { file.source.text(Int($0.start)..<Int($0.end)) }
        }
        var byName: [String: [String]] = [:]
        for member in thing.members {
            switch member {
            case .function(let function): byName[function.name.text] = texts(member)
            case .property(let property): byName[property.name.text] = texts(member)
            case .type(let type): byName[type.name.text] = texts(member)
            default: break
            }
        }
        XCTAssertEqual(byName["run"], ["{ work() }"])
        XCTAssertEqual(byName["required"], [])
        XCTAssertEqual(byName["observed"], ["{ didSet { log() } }", "1"])
        XCTAssertEqual(byName["computed"], ["{ 2 }"])
        XCTAssertEqual(byName["plain"], ["3"])
        XCTAssertEqual(byName["none"], [])
        XCTAssertEqual(byName["Kind"], [])
    }

    func testProtocolRequirements() throws {
        let file = parse(interactorSource)
        let presentable = try XCTUnwrap(file.types.first { $0.name.text == "FooPresentable" })
        XCTAssertEqual(presentable.kind, .protocol)
        XCTAssertEqual(presentable.inheritedTypes.map(\.name), ["Presentable"])
        let listener = try XCTUnwrap(presentable.property("listener"))
        XCTAssertEqual(listener.accessors, ["get", "set"])
        XCTAssertFalse(listener.isComputed, "a requirement is not a computed property")
        XCTAssertEqual(presentable.function("show")?.parameters.first?.type?.text, "[String: Int]")
        XCTAssertNil(presentable.function("show")?.body)
        let routing = try XCTUnwrap(file.types.first)
        XCTAssertEqual(routing.functions.map(\.selector), ["routeToBar()", "attach(child:animated:)"])
    }

    func testFunctionsAndInitializers() throws {
        let interactor = try XCTUnwrap(parse(interactorSource).types.last)
        let inits = interactor.functions.filter { $0.kind == .initializer }
        XCTAssertEqual(inits.count, 3)
        XCTAssertEqual(inits[0].parameters.map(\.name), ["presenter", "stream"])
        XCTAssertEqual(inits[0].parameters[1].type?.text, "Observable<Optional<Int>>")
        XCTAssertEqual(inits[0].parameters[1].type?.genericArguments.first?.isOptional, true)
        XCTAssertEqual(inits[1].failability, "?")
        XCTAssertTrue(inits[1].modifiers.contains(.required))
        XCTAssertEqual(inits[2].failability, "!")
        XCTAssertTrue(inits[2].modifiers.contains(.convenience))
        XCTAssertEqual(inits[2].parameters.first?.label, "other")
        XCTAssertEqual(inits[2].parameters.first?.name, "value")
        XCTAssertEqual(inits[2].parameters.first?.hasDefault, true)
        // The default value's range covers its expression only (the model reads constructions there).
        let defaultValue = try XCTUnwrap(inits[2].parameters.first?.defaultValue)
        XCTAssertEqual(String(decoding: Array(interactorSource.utf8)[Int(defaultValue.start)..<Int(defaultValue.end)], as: UTF8.self), "3")
        XCTAssertNil(inits[0].parameters[0].defaultValue)
        XCTAssertEqual(interactor.functions.filter { $0.kind == .deinitializer }.count, 1)

        let didBecomeActive = try XCTUnwrap(interactor.function("didBecomeActive"))
        XCTAssertTrue(didBecomeActive.modifiers.contains(.override))
        XCTAssertNotNil(didBecomeActive.body)

        let handle = try XCTUnwrap(interactor.function("handle"))
        XCTAssertEqual(handle.selector, "handle(_:)")
        XCTAssertEqual(handle.effects, ["async", "throws"])
        XCTAssertEqual(handle.returnType?.text, "Result<Int, Error>?")
        XCTAssertEqual(handle.returnType?.name, "Result")
        XCTAssertEqual(handle.returnType?.isOptional, true)
        XCTAssertNotNil(handle.body)

        XCTAssertEqual(interactor.functions.filter { $0.kind == .subscript }.count, 1)
        let equals = try XCTUnwrap(interactor.function("=="))
        XCTAssertTrue(equals.modifiers.contains(.static))
        XCTAssertEqual(equals.parameters.count, 2)
    }

    /// The type index numbers types from this count without walking members: nested types count,
    /// extensions and what they nest do not.
    func testDeclaredTypeCount() throws {
        let file = parse("""
        class Outer {
            struct Inner { enum Deepest {} }
            var x = 1
            protocol P {}
        }
        extension Outer { struct FromExtension {} }
        enum Alone {}
        """)
        XCTAssertEqual(file.types.map(\.declaredTypeCount), [4, 0, 1])
        XCTAssertEqual(try XCTUnwrap(file.types.first?.nestedTypes.first).declaredTypeCount, 2)
    }

    func testEnumCasesAndNestedTypes() throws {
        let interactor = try XCTUnwrap(parse(interactorSource).types.last)
        let state = try XCTUnwrap(interactor.nestedTypes.first)
        XCTAssertEqual(state.kind, .enum)
        XCTAssertEqual(state.cases.map(\.name.text), ["idle", "loading", "nested", "named"])
        XCTAssertEqual(state.cases[1].associatedValues.map(\.label), ["progress", nil])
        XCTAssertEqual(state.cases[1].associatedValues.map { $0.type?.text }, ["Double", "String"])
        XCTAssertEqual(state.inheritedTypes.map(\.name), ["Equatable"])
    }

    func testExtensionsAndWhereClauses() throws {
        let file = parse("""
        extension Array: Foo where Element: Equatable, Element == Int {
            func first() {}
        }
        extension Foo.Bar<Int> {}
        public extension Observable {
            static var empty: Int { 0 }
        }
        """)
        XCTAssertEqual(file.types.count, 3)
        XCTAssertEqual(file.types[0].kind, .extension)
        XCTAssertEqual(file.types[0].name.text, "Array")
        XCTAssertEqual(file.types[0].whereClause, "Element: Equatable, Element == Int")
        XCTAssertEqual(file.types[0].inheritedTypes.map(\.name), ["Foo"])
        XCTAssertEqual(file.types[0].functions.map(\.name.text), ["first"])
        XCTAssertEqual(file.types[1].name.text, "Foo.Bar")
        XCTAssertEqual(file.types[1].extendedType?.text, "Foo.Bar<Int>")
        XCTAssertTrue(file.types[2].modifiers.contains(.public))
        XCTAssertTrue(file.types[2].properties[0].isComputed)
    }

    func testIfConfigBranches() throws {
        let file = parse("""
        #if canImport(UIKit)
        import UIKit
        final class View: UIViewController {
            #if DEBUG
            var debug = true
            #elseif os(iOS)
            var ios = true
            #else
            var other = true
            #endif
            func both() {}
        }
        #else
        final class View: NSViewController {}
        #endif
        """)
        XCTAssertEqual(file.types.count, 2)
        XCTAssertEqual(file.types[0].ifConfig, [IfConfigBranch(condition: "canImport(UIKit)", index: 0)])
        XCTAssertEqual(file.types[1].ifConfig, [IfConfigBranch(condition: nil, index: 1)])
        XCTAssertEqual(file.types[1].inheritedTypes.map(\.name), ["NSViewController"])
        let members = file.types[0].properties
        XCTAssertEqual(members.map(\.name.text), ["debug", "ios", "other"])
        XCTAssertEqual(members[0].ifConfig.last, IfConfigBranch(condition: "DEBUG", index: 0))
        XCTAssertEqual(members[1].ifConfig.last, IfConfigBranch(condition: "os(iOS)", index: 1))
        XCTAssertEqual(members[2].ifConfig.last, IfConfigBranch(condition: nil, index: 2))
        XCTAssertEqual(file.types[0].functions.first?.ifConfig.count, 1)
        XCTAssertTrue(file.diagnostics.isEmpty, "\(file.diagnostics)")
    }

    func testTypesAndModifiers() throws {
        let file = parse("""
        @objc(FOOThing) @MainActor
        open class Thing<T: Equatable, U>: NSObject, @unchecked Sendable {
            @objc dynamic var value: Swift.Int = 0
            class func make() -> Self { fatalError() }
            nonisolated(unsafe) static var cache: [String: Thing]? = nil
            let (a, b) = (1, 2)
            typealias Element = Optional<T>
            @Published public private(set) var name: String?
        }
        actor Store { var x: Int = 0 }
        protocol P { associatedtype Item: Hashable = Int }
        func topLevel(_ a: Int, b c: (Int) throws -> Void) rethrows {}
        let globalValue = 1
        typealias Handler = @Sendable (Int) -> Void
        print("top-level code")
        """)
        XCTAssertTrue(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let thing = try XCTUnwrap(file.types.first)
        XCTAssertEqual(thing.attributes, ["@objc(FOOThing)", "@MainActor"])
        XCTAssertTrue(thing.modifiers.contains(.open))
        XCTAssertEqual(thing.genericParameters, ["T", "U"])
        XCTAssertEqual(thing.inheritedTypes.map(\.text), ["NSObject", "@unchecked Sendable"])
        XCTAssertEqual(thing.inheritedTypes.map(\.name), ["NSObject", "Sendable"])
        let value = try XCTUnwrap(thing.property("value"))
        XCTAssertEqual(value.attributes, ["@objc"])
        XCTAssertTrue(value.modifiers.contains(.dynamic))
        XCTAssertEqual(value.type?.name, "Int")
        XCTAssertTrue(try XCTUnwrap(thing.function("make")).modifiers.contains(.class))
        let cache = try XCTUnwrap(thing.property("cache"))
        XCTAssertTrue(cache.modifiers.contains(.nonisolated))
        XCTAssertEqual(cache.type?.text, "[String: Thing]?")
        XCTAssertEqual(cache.type?.name, "")
        XCTAssertEqual(cache.type?.isOptional, true)
        XCTAssertNotNil(thing.property("a"))
        XCTAssertNotNil(thing.property("b"))
        XCTAssertEqual(thing.aliases.first?.type?.name, "T")
        XCTAssertEqual(thing.aliases.first?.type?.isOptional, true)
        let name = try XCTUnwrap(thing.property("name"))
        XCTAssertEqual(name.attributes, ["@Published"])
        XCTAssertEqual(name.modifiers.accessLevel, .public)
        XCTAssertTrue(name.modifiers.contains(.restrictedSetter))

        XCTAssertEqual(file.types[1].kind, .actor)
        XCTAssertEqual(file.types[2].aliases.first?.isAssociatedType, true)
        XCTAssertEqual(file.types[2].aliases.first?.inheritedTypes.map(\.name), ["Hashable"])
        XCTAssertEqual(file.functions.map(\.selector), ["topLevel(_:b:)"])
        XCTAssertEqual(file.functions[0].parameters[1].type?.text, "(Int) throws -> Void")
        XCTAssertEqual(file.functions[0].effects, ["rethrows"])
        XCTAssertEqual(file.variables.map(\.name.text), ["globalValue"])
        XCTAssertEqual(file.typeAliases.first?.type?.text, "@Sendable (Int) -> Void")
    }

    func testTypeTextIsNormalised() throws {
        let file = parse("class A: PresentableInteractor< FooPresentable >, Dictionary<String ,[Int]> {}")
        XCTAssertEqual(file.types[0].inheritedTypes.map(\.text),
                       ["PresentableInteractor<FooPresentable>", "Dictionary<String, [Int]>"])
    }

    /// `Foo?` and `Foo!` have a path of their own; what follows the mark, or a mark apart from
    /// the word, sends the type down the general path. Each reads as written either way.
    func testOptionalWordTypesReadAsWritten() throws {
        let source = """
        final class Holder {
            weak var listener: FooListener?
            var forced: Foo!
            var self2: Self?
            var twice: Foo??
            var meta: Foo?.Type
            var tick: `Foo`?
            var apart: Foo ?
            var variadic: (Foo?...) -> Void
            var composed: Foo? & Bar
        }
        """
        let file = parse(source)
        let types = file.types[0].properties.map { property -> String in
            guard let type = property.type else { return "nil" }
            return "\(type.text)|\(type.name)|\(type.isOptional)"
        }
        XCTAssertEqual(types[0], "FooListener?|FooListener|true")
        XCTAssertEqual(types[1], "Foo!|Foo|true")
        XCTAssertEqual(types[2], "Self?|Self|true")
        XCTAssertEqual(types[3], "Foo??|Foo|true")
        XCTAssertEqual(types[4], "Foo?.Type||true")
        XCTAssertEqual(types[5], "Foo?|Foo|true")
        XCTAssertEqual(types[6], "Foo|Foo|false")
        XCTAssertEqual(types[7], "(Foo?...) -> Void||false")
        XCTAssertEqual(types[8], "Foo? & Bar||false")
        XCTAssertEqual(file.types[0].properties.map(\.name.text),
                       ["listener", "forced", "self2", "twice", "meta", "tick", "apart", "variadic", "composed"])
        let listener = try XCTUnwrap(file.types[0].properties.first?.type)
        XCTAssertEqual(Int(listener.offset), source.range(of: "FooListener?")!.lowerBound.utf16Offset(in: source))
    }

    func testInitializersWithGenericCommasAndMultilineStrings() throws {
        let file = parse("""
        final class Subject {
            private var downstreams = ConduitList<Output, Failure>.empty, other = 1
            let source = \"\"\"
                #if DEBUG
                func notAMember() {}
                \\(value)
                \"\"\"
            func after() {}
        }
        """)
        XCTAssertTrue(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let subject = try XCTUnwrap(file.types.first)
        XCTAssertEqual(subject.properties.map(\.name.text), ["downstreams", "other", "source"])
        XCTAssertEqual(subject.functions.map(\.name.text), ["after"])
    }

    func testDumpIsStable() {
        let file = parse(interactorSource)
        let json = ASTDump.json(file)
        XCTAssertEqual(json, ASTDump.json(parse(interactorSource)))
        XCTAssertTrue(json.contains("\"kind\":\"class\",\"name\":\"FooInteractor\",\"line\":22,\"column\":13"), json)
        let text = ASTDump.text(file)
        XCTAssertTrue(text.contains("22:13 class FooInteractor: PresentableInteractor<FooPresentable>"), text)
    }

    func testPackedMembersGiveBackWhatTheyWereMadeWith() {
        // The common accessor and effect lists are stored as an index into a shared table: every
        // entry must come back as itself, and an unusual list must too.
        for (index, list) in SharedWordLists.accessors.common.enumerated() {
            XCTAssertEqual(SharedWordLists.accessors.index(of: list), UInt8(index), "\(list)")
            let property = PropertyDecl(name: Name("p", offset: 0), isLet: false, type: nil,
                                        range: SourceRange(start: 0, end: 1), accessors: list)
            XCTAssertEqual(property.accessors, list)
        }
        for (index, list) in SharedWordLists.effects.common.enumerated() {
            XCTAssertEqual(SharedWordLists.effects.index(of: list), UInt8(index), "\(list)")
            let function = FunctionDecl(kind: .function, name: Name("f", offset: 0), effects: list,
                                        range: SourceRange(start: 0, end: 1))
            XCTAssertEqual(function.effects, list)
        }
        let unusual = PropertyDecl(name: Name("p", offset: 4), isLet: true, type: TypeRef(text: "Int", name: "Int", offset: 7),
                                   attributes: ["@objc"], initializer: SourceRange(start: 10, end: 12),
                                   accessorBlock: SourceRange(start: 13, end: 30), accessorTraits: [.namesSelf],
                                   isComputed: true, range: SourceRange(start: 0, end: 30),
                                   ifConfig: [IfConfigBranch(condition: "DEBUG", index: 0)], accessors: ["_read", "_modify"])
        XCTAssertEqual(unusual.accessors, ["_read", "_modify"])
        XCTAssertEqual(unusual.attributes, ["@objc"])
        XCTAssertEqual(unusual.ifConfig, [IfConfigBranch(condition: "DEBUG", index: 0)])
        XCTAssertEqual(unusual.type?.text, "Int")
        XCTAssertEqual(unusual.type?.offset, 7)
        XCTAssertEqual(unusual.initializer, SourceRange(start: 10, end: 12))
        XCTAssertEqual(unusual.accessorBlock, SourceRange(start: 13, end: 30))
        XCTAssertEqual(unusual.accessorTraits, [.namesSelf])
        XCTAssertTrue(unusual.isLet && unusual.isComputed)
        let plain = PropertyDecl(name: Name("q", offset: 0), isLet: false, type: nil, range: SourceRange(start: 0, end: 5))
        XCTAssertNil(plain.type)
        XCTAssertNil(plain.initializer)
        XCTAssertNil(plain.accessorBlock)
        XCTAssertEqual(plain.accessorTraits, [])
        let rare = FunctionDecl(kind: .initializer, name: Name("init", offset: 2), genericParameters: ["T"],
                                returnType: TypeRef(text: "T", name: "T", offset: 20), attributes: ["@inlinable"],
                                effects: ["async", "throws(MyError)"], body: SourceRange(start: 22, end: 24),
                                bodyTraits: [.namesSelf], range: SourceRange(start: 0, end: 24), failability: "?")
        XCTAssertEqual(rare.genericParameters, ["T"])
        XCTAssertEqual(rare.effects, ["async", "throws(MyError)"])
        XCTAssertEqual(rare.attributes, ["@inlinable"])
        XCTAssertEqual(rare.returnType?.text, "T")
        XCTAssertEqual(rare.returnType?.offset, 20)
        XCTAssertEqual(rare.body, SourceRange(start: 22, end: 24))
        XCTAssertEqual(rare.bodyTraits, [.namesSelf])
        XCTAssertEqual(rare.failability, "?")
        let requirement = FunctionDecl(kind: .function, name: Name("f", offset: 0), range: SourceRange(start: 0, end: 3))
        XCTAssertNil(requirement.body)
        XCTAssertNil(requirement.returnType)
        XCTAssertEqual(requirement.bodyTraits, [])
        XCTAssertNil(requirement.failability)
    }

    /// A parameter keeps its label and name in one string: each form must come back as written,
    /// from the parser and from the initializer, a label that differs from the name included.
    func testParametersGiveBackLabelNameTypeAndDefault() {
        let file = parse("func f(_ a: Int, b: String = \"x\", with listener: FooListener?, über straße: [Int] = [], _: Bool, label label: Int) {}")
        let parameters = file.functions.first?.parameters ?? []
        XCTAssertEqual(parameters.map(\.label), [nil, "b", "with", "über", nil, "label"])
        XCTAssertEqual(parameters.map(\.name), ["a", "b", "listener", "straße", "_", "label"])
        XCTAssertEqual(parameters.map { $0.type?.text }, ["Int", "String", "FooListener?", "[Int]", "Bool", "Int"])
        XCTAssertEqual(parameters.map(\.hasDefault), [false, true, false, true, false, false])
        XCTAssertEqual(parameters.map { $0.defaultValue.map { file.source.text(Int($0.start)..<Int($0.end)) } }, [nil, "\"x\"", nil, "[]", nil, nil])
        let made = Parameter(label: "at", name: "index", type: TypeRef(text: "Int", name: "Int", offset: 9),
                             defaultValue: SourceRange(start: 15, end: 16))
        XCTAssertEqual(made.label, "at")
        XCTAssertEqual(made.name, "index")
        XCTAssertEqual(made.type?.offset, 9)
        XCTAssertEqual(made.defaultValue, SourceRange(start: 15, end: 16))
        XCTAssertEqual(made, Parameter(label: "at", name: "index", type: TypeRef(text: "Int", name: "Int", offset: 9),
                                       defaultValue: SourceRange(start: 15, end: 16)))
        XCTAssertNotEqual(made, Parameter(label: nil, name: "at index", type: made.type, defaultValue: made.defaultValue))
        let bare = Parameter(label: nil, name: "x", type: nil)
        XCTAssertNil(bare.label)
        XCTAssertNil(bare.type)
        XCTAssertNil(bare.defaultValue)
        XCTAssertNotEqual(bare, Parameter(label: "x", name: "x", type: nil))
        XCTAssertLessThanOrEqual(MemoryLayout<Parameter>.stride, 40)
    }
}
