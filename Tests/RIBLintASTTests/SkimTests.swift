import RIBLintAST
import RIBLintLexer
import XCTest

final class SkimTests: XCTestCase {
    private func skim(_ text: String) -> FileSkim {
        let source = SourceBuffer(path: "Example.swift", text: text)
        return Skimmer.skim(source, lexed: Lexer.lex(source.bytes))
    }

    /// The declarations, written `kind Name: Mention,Mention`; names are stored as hashes, so the
    /// names of `text` are looked up by their hash.
    private func declared(_ text: String) -> [String] {
        var names: [UInt64: String] = [:]
        for token in Lexer.lex(text).tokens where token.kind == .identifier || token.kind == .keyword {
            let word = String(decoding: Array(text.utf8)[token.range], as: UTF8.self)
            names[FileSkim.hash(word)] = word
        }
        return skim(text).declarations.map { declaration in
            "\(declaration.kind) \(names[declaration.name] ?? "?"): \(declaration.mentions.map { names[$0] ?? "?" }.joined(separator: ","))"
        }
    }

    func testTypesExtensionsAndAliasesWithTheirClauses() {
        XCTAssertEqual(declared("""
            final class HomeInteractor: PresentableInteractor<HomePresentable>, HomeInteractable {
                struct State: Equatable { var count: Int }
                func go() { enum Local: Int { case a } }
            }
            extension RIBs.Router: Loggable where Self: AnyObject {}
            protocol HomeListener: AnyObject {}
            typealias HomeDependency = Dependency & ScoreDependency
            let after = 1
            actor Store: Sendable {}
            """), [
                "type HomeInteractor: PresentableInteractor,HomePresentable,HomeInteractable",
                "type State: Equatable",
                "type Local: Int",
                "extension Router: Loggable,Self,AnyObject",
                "type HomeListener: AnyObject",
                "typeAlias HomeDependency: Dependency,ScoreDependency",
                "type Store: Sendable",
            ])
    }

    func testModifiersAndNamesThatAreNoDeclarations() {
        XCTAssertEqual(declared("""
            final class Cache {
                class func shared() -> Cache { Cache() }
                class var count: Int { 0 }
                class override func reset() {}
                let actor = "name"
                func run(actor: Int) {}
            }
            """), ["type Cache: "])
    }

    func testImportsDirectivesAndNames() {
        let result = skim("""
            import RIBs
            @testable import struct Home.Screen
            import UIKit.UIView
            // riblint:disable leak/strong-listener
            let router = RootRouter(interactor: interactor)
            """)
        XCTAssertEqual(result.imports, ["RIBs", "Home", "UIKit"])
        XCTAssertTrue(result.hasDirective)
        XCTAssertTrue(result.referencedNames.contains(FileSkim.hash("RootRouter")))
        XCTAssertFalse(result.referencedNames.contains(FileSkim.hash("router")), "lower-case words are not type names")
        XCTAssertFalse(result.referencedNames.contains(FileSkim.hash("Interactor")))
        XCTAssertEqual(result.referencedNames, result.referencedNames.sorted())
        XCTAssertEqual(Set(result.referencedNames).count, result.referencedNames.count)
        XCTAssertFalse(skim("// riblint is a linter\nlet a = 1").hasDirective)
    }

    /// A declaration without its body (broken input) stops at a bounded distance: a file of many
    /// of them is read in linear time, never rescanned to its end for each.
    func testBrokenClausesAreBounded() {
        let text = String(repeating: "class A: B, ", count: 20_000)
        let result = skim(text)
        XCTAssertEqual(result.declarations.count, 20_000)
        XCTAssertTrue(result.declarations.allSatisfy { $0.mentions.count <= 64 })
    }
}
