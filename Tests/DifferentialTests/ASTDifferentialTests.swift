import Foundation
import RIBLintAST
import RIBLintLexer
import SwiftParser
import SwiftSyntax
import XCTest

/// Compares riblint's declarations with swift-syntax's on the Swift files of the package's
/// swift-syntax checkout: for every type declaration (nested ones included) its kind, name,
/// inherited types, and its members' kinds and names.
///
/// Normalisation, and the intentional differences it hides:
/// - Whitespace is removed from names and types on both sides (riblint rebuilds type text in a
///   canonical spelling, swift-syntax keeps the source's), and backticks are removed.
/// - Declarations inside function bodies, closures and accessors are not compared: riblint's
///   declaration parser skips bodies by design (the body parser sees them as `.declaration`).
/// - Operator and precedence group declarations, macro declarations, and freestanding macro
///   expansions (`#warning`, `#if` is not one) are left out on both sides: riblint skips them.
/// - Members of every `#if` branch are compared, as riblint records all branches.
/// - Files where swift-syntax reports parse errors are excluded.
///
/// Debug builds compare every 3rd file to stay fast; `RIBLINT_DIFF_ALL=1` compares all.
final class ASTDifferentialTests: XCTestCase {
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static func swiftFiles() -> [String] {
        let checkout = packageRoot.appendingPathComponent(".build/checkouts/swift-syntax")
        guard let enumerator = FileManager.default.enumerator(atPath: checkout.path) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(checkout.appendingPathComponent(relative).path) }
        }
        return files.sorted()
    }

    func testDeclarationsMatchSwiftSyntax() throws {
        let all = Self.swiftFiles()
        try XCTSkipIf(all.isEmpty, "no swift-syntax checkout; run `swift package resolve`")
        let compareAll = ProcessInfo.processInfo.environment["RIBLINT_DIFF_ALL"] == "1"
        #if DEBUG
        let files = compareAll ? all : all.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        #else
        let files = all
        #endif
        var compared = 0
        var excluded = 0
        var typeCount = 0
        var differences: [String] = []
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let bytes = [UInt8](data)
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            if tree.hasError {
                excluded += 1
                continue
            }
            compared += 1
            let collector = DeclarationCollector(viewMode: .sourceAccurate)
            collector.walk(tree)
            let expected = collector.records.sorted()
            let file = SyntaxParser.parse(SourceBuffer(path: path, bytes: bytes))
            var actual: [String] = []
            for type in file.types { Self.collect(type, into: &actual) }
            actual.sort()
            typeCount += expected.count
            if expected != actual {
                let missing = Self.multisetDifference(expected, actual)
                let extra = Self.multisetDifference(actual, expected)
                let name = path.components(separatedBy: "swift-syntax/").last ?? path
                for record in missing.prefix(3) { differences.append("\(name): swift-syntax only: \(record)") }
                for record in extra.prefix(3) { differences.append("\(name): riblint only:      \(record)") }
            }
        }
        let summary = "AST differential: \(compared) files, \(typeCount) type declarations compared, "
            + "\(differences.count) differences; excluded (swift-syntax parse errors): \(excluded)"
        print(summary)
        XCTAssertGreaterThan(compared, 50, "too few swift-syntax files found")
        XCTAssertTrue(differences.isEmpty, summary + "\n" + differences.prefix(40).joined(separator: "\n"))
    }

    /// Small inputs covering constructs the swift-syntax sources may lack.
    func testDeclarationsMatchSwiftSyntaxOnSnippets() {
        let snippets = [
            "final class FooInteractor: PresentableInteractor<FooPresentable>, FooInteractable { weak var listener: FooListener?; private(set) var a = 1, b = 2 }",
            "protocol P: AnyObject { var x: Int { get set }; func f(); associatedtype T: Hashable }",
            "extension Array: P where Element: Equatable { subscript(i: Int) -> Int { 0 }; init?(x: Int) { nil } }",
            "enum E { case a, b(Int), c(label: String); indirect case d(E); #if DEBUG\n case debug\n #else\n case release\n #endif }",
            "struct S<T> { let (a, b): (Int, Int); lazy var c = { 1 }(); static func == (l: S, r: S) -> Bool { true }; deinit {} }",
            "actor A { nonisolated(unsafe) var x = 0; typealias Element = Optional<Int> }",
            "@MainActor open class V: UIView, @unchecked Sendable { @objc dynamic var value: Int = 0 { didSet { } }; class func make() {} }",
            "class Outer { class Inner: Base<Int?> { enum Deep: String { case x = \"x\" } } }",
        ]
        for snippet in snippets {
            let bytes = Array(snippet.utf8)
            let collector = DeclarationCollector(viewMode: .sourceAccurate)
            collector.walk(bytes.withUnsafeBufferPointer { Parser.parse(source: $0) })
            var actual: [String] = []
            for type in SyntaxParser.parse(SourceBuffer(path: "s.swift", bytes: bytes)).types { Self.collect(type, into: &actual) }
            XCTAssertEqual(actual.sorted(), collector.records.sorted(), snippet)
        }
    }

    static func normalize(_ text: String) -> String {
        String(text.unicodeScalars.filter { !$0.properties.isWhitespace && $0 != "`" }.map(Character.init))
    }

    static func collect(_ type: TypeDecl, into records: inout [String]) {
        var members: [String] = []
        for member in type.members {
            switch member {
            case .property(let property):
                members.append((property.isLet ? "let " : "var ") + normalize(property.name.text))
            case .function(let function):
                switch function.kind {
                case .function: members.append("func " + normalize(function.name.text))
                case .initializer: members.append("init")
                case .deinitializer: members.append("deinit")
                case .subscript: members.append("subscript")
                }
            case .type(let nested):
                members.append(nested.kind.rawValue + " " + normalize(nested.extendedType?.text ?? nested.name.text))
                collect(nested, into: &records)
            case .enumCase(let enumCase):
                members.append("case " + normalize(enumCase.name.text))
            case .typeAlias(let alias):
                members.append((alias.isAssociatedType ? "associatedtype " : "typealias ") + normalize(alias.name.text))
            }
        }
        let name = type.extendedType?.text ?? type.name.text
        records.append(DeclarationCollector.record(kind: type.kind.rawValue, name: normalize(name),
                                                   inherited: type.inheritedTypes.map { normalize($0.text) },
                                                   members: members))
    }

    static func multisetDifference(_ a: [String], _ b: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for item in b { counts[item, default: 0] += 1 }
        var result: [String] = []
        for item in a {
            if let count = counts[item], count > 0 { counts[item] = count - 1 } else { result.append(item) }
        }
        return result
    }
}

/// Collects swift-syntax's type declarations outside bodies, as comparable records.
final class DeclarationCollector: SyntaxVisitor {
    var records: [String] = []

    static func record(kind: String, name: String, inherited: [String], members: [String]) -> String {
        "\(kind) \(name) : \(inherited.joined(separator: ",")) { \(members.sorted().joined(separator: "; ")) }"
    }

    private static func normalize(_ text: String) -> String { ASTDifferentialTests.normalize(text) }

    private func add(kind: String, name: String, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax) {
        let inherited = inheritance?.inheritedTypes.map { Self.normalize($0.type.trimmedDescription) } ?? []
        var names: [String] = []
        for item in members.members { Self.memberNames(item.decl, into: &names) }
        records.append(Self.record(kind: kind, name: Self.normalize(name), inherited: inherited, members: names))
    }

    private static func memberNames(_ decl: DeclSyntax, into names: inout [String]) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            let keyword = variable.bindingSpecifier.text == "let" ? "let " : "var "
            for binding in variable.bindings {
                for identifier in patternNames(binding.pattern) { names.append(keyword + normalize(identifier)) }
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            names.append("func " + normalize(function.name.text))
        } else if decl.is(InitializerDeclSyntax.self) {
            names.append("init")
        } else if decl.is(DeinitializerDeclSyntax.self) {
            names.append("deinit")
        } else if decl.is(SubscriptDeclSyntax.self) {
            names.append("subscript")
        } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
            for element in enumCase.elements { names.append("case " + normalize(element.name.text)) }
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            names.append("typealias " + normalize(alias.name.text))
        } else if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
            names.append("associatedtype " + normalize(associated.name.text))
        } else if let type = decl.as(ClassDeclSyntax.self) {
            names.append("class " + normalize(type.name.text))
        } else if let type = decl.as(StructDeclSyntax.self) {
            names.append("struct " + normalize(type.name.text))
        } else if let type = decl.as(EnumDeclSyntax.self) {
            names.append("enum " + normalize(type.name.text))
        } else if let type = decl.as(ProtocolDeclSyntax.self) {
            names.append("protocol " + normalize(type.name.text))
        } else if let type = decl.as(ActorDeclSyntax.self) {
            names.append("actor " + normalize(type.name.text))
        } else if let type = decl.as(ExtensionDeclSyntax.self) {
            names.append("extension " + normalize(type.extendedType.trimmedDescription))
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                if case .decls(let items)? = clause.elements {
                    for item in items { memberNames(item.decl, into: &names) }
                }
            }
        }
    }

    private static func patternNames(_ pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { patternNames($0.pattern) } }
        return []
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        add(kind: "class", name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock)
        return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        add(kind: "struct", name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock)
        return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        add(kind: "enum", name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock)
        return .visitChildren
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        add(kind: "protocol", name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock)
        return .visitChildren
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        add(kind: "actor", name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock)
        return .visitChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(kind: "extension", name: node.extendedType.trimmedDescription, inheritance: node.inheritanceClause,
            members: node.memberBlock)
        return .visitChildren
    }
    // Bodies are not declarations riblint's declaration parser looks into.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
