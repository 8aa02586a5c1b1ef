#if RIBLINT_OBJC
import Foundation
import RIBLintAST
import RIBLintLexer
@testable import RIBLintObjC
import XCTest
import SeededRandom

final class ObjCParserTests: XCTestCase {
    /// libclang is opened at run time; on a machine set up by scripts/bootstrap it must be found.
    func testLibClangIsFoundAtRunTime() {
        XCTAssertNil(ObjCParser.unavailableReason)
    }

    private var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/ObjC/MixedApp")
    }

    private func parse(_ name: String) throws -> FileSyntax {
        let bytes = try Array(Data(contentsOf: fixtures.appendingPathComponent(name)))
        return ObjCParser()!.parse(SourceBuffer(path: name, bytes: bytes))
    }

    private struct PropertyFact: Equatable, CustomStringConvertible {
        static func == (a: PropertyFact, b: PropertyFact) -> Bool {
            (a.owner, a.name, a.type, a.typeName, a.ownership, a.line) == (b.owner, b.name, b.type, b.typeName, b.ownership, b.line)
        }
        var owner: String
        var name: String
        var type: String
        var typeName: String
        var ownership: String
        var line: Int
        var column: Int
        var description: String { "\(owner).\(name): \(type) [\(typeName)] \(ownership) @\(line):\(column)" }
    }

    private func facts(_ file: FileSyntax) -> [PropertyFact] {
        file.types.flatMap { type in
            type.members.compactMap { member -> PropertyFact? in
                guard case .property(let property) = member else { return nil }
                let ownership = property.modifiers.contains(.weak) ? "weak"
                    : property.modifiers.contains(.unownedUnsafe) ? "unretained" : "strong"
                let (line, column) = file.source.location(of: property.name.offset)
                return PropertyFact(owner: "\(type.kind.rawValue) \(type.name.text)", name: property.name.text,
                                    type: property.type?.text ?? "", typeName: property.type?.name ?? "",
                                    ownership: ownership, line: line, column: column)
            }
        }
    }

    func testHeaderWithUnresolvedImportsYieldsEveryPropertyWithItsOwnership() throws {
        let file = try parse("RDXRideRequestViewController.h")
        XCTAssertEqual(file.types.map { "\($0.kind.rawValue) \($0.name.text)" }, [
            "class RDXRideRequestViewController",
            "extension RDXRideRequestViewController",
            "extension RDXRideRequestViewController",
        ])
        XCTAssertEqual(file.types[0].inheritedTypes.map(\.name), ["UIViewController", "RDXThemeable"])
        let expected = [
            PropertyFact(owner: "class RDXRideRequestViewController", name: "listener", type: "id<RDXRideRequestPresentableListener>", typeName: "RDXRideRequestPresentableListener", ownership: "strong", line: 15, column: 0),
            PropertyFact(owner: "class RDXRideRequestViewController", name: "mapDelegate", type: "id<RDXMapDelegate>", typeName: "RDXMapDelegate", ownership: "strong", line: 17, column: 0),
            PropertyFact(owner: "class RDXRideRequestViewController", name: "legacyDelegate", type: "NSObject<RDXMapDelegate>*", typeName: "RDXMapDelegate", ownership: "strong", line: 18, column: 0),
            PropertyFact(owner: "class RDXRideRequestViewController", name: "weakListener", type: "id<RDXRideRequestPresentableListener>", typeName: "RDXRideRequestPresentableListener", ownership: "weak", line: 21, column: 0),
            PropertyFact(owner: "class RDXRideRequestViewController", name: "assignedDelegate", type: "id<RDXMapDelegate>", typeName: "RDXMapDelegate", ownership: "unretained", line: 22, column: 0),
            PropertyFact(owner: "class RDXRideRequestViewController", name: "unretainedDelegate", type: "id<RDXMapDelegate>", typeName: "RDXMapDelegate", ownership: "unretained", line: 23, column: 0),
            PropertyFact(owner: "class RDXRideRequestViewController", name: "mapView", type: "UIView*", typeName: "UIView", ownership: "strong", line: 26, column: 0),
            PropertyFact(owner: "class RDXRideRequestViewController", name: "title", type: "NSString*", typeName: "NSString", ownership: "strong", line: 27, column: 0),
            PropertyFact(owner: "class RDXRideRequestViewController", name: "identifier", type: "NSString*", typeName: "NSString", ownership: "strong", line: 28, column: 0),
            PropertyFact(owner: "extension RDXRideRequestViewController", name: "analyticsDelegate", type: "id<RDXAnalyticsDelegate>", typeName: "RDXAnalyticsDelegate", ownership: "strong", line: 33, column: 0),
            PropertyFact(owner: "extension RDXRideRequestViewController", name: "privateDelegate", type: "id<RDXAnalyticsDelegate>", typeName: "RDXAnalyticsDelegate", ownership: "weak", line: 37, column: 0),
        ]
        let actual = facts(file)
        XCTAssertEqual(actual.count, expected.count, "\(actual)")
        for (a, e) in zip(actual, expected) {
            XCTAssertEqual(a, e)
            // The column is the property name's, read off the line itself.
            let line = file.source.lineText(e.line)
            XCTAssertEqual(a.column, line.components(separatedBy: e.name + ";")[0].utf8.count + 1, "\(e.name) in \(line)")
        }
    }

    func testProtocolsAndTheirRefinements() throws {
        let file = try parse("RDXRideRequestListener.h")
        XCTAssertEqual(file.types.map { "\($0.kind.rawValue) \($0.name.text): \($0.inheritedTypes.map(\.name))" }, [
            "protocol RDXRideRequestListener: [\"NSObject\"]",
            "protocol RDXRideRequestPresentableListener: [\"NSObject\"]",
        ])
        XCTAssertEqual(facts(file).map(\.name), ["canRequest"])
    }

    func testImplementationFileClassExtension() throws {
        let file = try parse("RDXLegacyTracker.m")
        XCTAssertEqual(facts(file).map(\.description), [
            "extension RDXLegacyTracker.delegate: id<RDXTrackerDelegate> [RDXTrackerDelegate] strong @4:46",
        ])
    }

    /// Everything that could make libclang open a file is blanked; offsets and lines stay put.
    func testIncludeBlankingTakesOutEveryWayToNameAFile() {
        let input = [
            #"#include "/dev/zero""#,
            #"  /* x */ # /* y */ import <UIKit/UIKit.h> // z"#,
            "#inc\\",
            #"lude "/dev/zero""#,
            #"%:include_next "a.h""#,
            "#pragma clang __debug crash",
            #"#define P(x) _Pragma(#x) a ## b %:%: c"#,
            #"#if __has_include("/dev/zero") || defined(X) ## Y"#,
            "#endif",
            "@import Foundation;",
            ##"NSString *s = @"#include \"x\"";"##,
            "/* #include \"y\"",
            "*/ @interface A : NSObject @end",
            "#define LONG 1 /* spans",
            "#include \"in the comment\" */ + 2",
        ].joined(separator: "\n") + "\n"
        let output = String(decoding: IncludeBlanking.blanked(Array(input.utf8)), as: UTF8.self)
        XCTAssertEqual(output.utf8.count, input.utf8.count)
        XCTAssertEqual(output.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }, [
            "",
            "/* x */",
            "",
            "",
            "",
            "",
            "",
            #"#if 0            ("/dev/zero") || defined(X)    Y"#,
            "#endif",
            "Foundation;",
            ##"NSString *s = @"#include \"x\"";"##,
            "/* #include \"y\"",
            "*/ @interface A : NSObject @end",
            "",
            "",
            "",
        ])
    }

    func testPreludeDeclaresWhatTheFileUsesButDoesNotDefine() {
        let header = """
            // <CommentedOut> and Hidden<Nope> * are in a comment
            @protocol Defined <Parent>
            @end
            @protocol Forward;
            @interface Mine : Base <Defined, Used>
            @property (nonatomic, strong) Holder<Inner> *holder;
            @property (nonatomic, copy) NSString *text; // "Quoted<X> *"
            @end
            @interface Other (Category)
            @end

            """
        XCTAssertEqual(ObjCPrelude.declarations(for: Array(header.utf8)), """
            @protocol Inner @end
            @protocol NSObject @end
            @protocol Parent @end
            @protocol Used @end
            @interface Base @end
            @interface Holder @end
            @interface NSObject @end
            @interface Other @end

            """)
    }

    /// Words are read once: a 2,000,000-character word or comment is one pass (the regular
    /// expressions this replaced were quadratic in a word's length).
    func testPreludeReadsLongWordsAndCommentsOnce() {
        let word = String(repeating: "a", count: 2_000_000)
        XCTAssertEqual(ObjCPrelude.words(in: Array(("x " + word + " <P>").utf8)).map(\.text).map { $0.count }, [1, 2_000_000, 1, 1, 1])
        XCTAssertEqual(ObjCPrelude.words(in: Array(("/* " + word + " */").utf8)).count, 0)
        XCTAssertEqual(ObjCPrelude.declarations(for: Array(("// " + word + "\n").utf8)),
                       "@protocol NSObject @end\n@interface NSObject @end\n")
    }

    func testScreenSkipsDeepNestingAndLargeFilesOnly() {
        let allowed = "int x = " + String(repeating: "[", count: 256) + " // " + String(repeating: "{", count: 300) + "\n"
        XCTAssertNil(ObjCScreen.reasonToSkip(Array(allowed.utf8)))
        let deep = "@interface A\n@end\nint x = \"(((\" " + String(repeating: "(", count: 257) + "\n"
        XCTAssertEqual(ObjCScreen.reasonToSkip(Array(deep.utf8)), "brackets nest deeper than 256 levels at line 3, column 271")
        XCTAssertNil(ObjCScreen.reasonToSkip([UInt8](repeating: 0x20, count: 1 << 20)))
        XCTAssertEqual(ObjCScreen.reasonToSkip([UInt8](repeating: 0x20, count: (1 << 20) + 1)),
                       "too large for libclang: 1048577 bytes, over the limit of 1 MiB for Objective-C")
    }

    func testGarbageYieldsDeclarationsInsideTheFile() {
        var generator = SplitMix64(seed: 15)
        for _ in 0..<20 {
            let bytes = (0..<512).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let file = ObjCParser()!.parse(SourceBuffer(path: "garbage.h", bytes: bytes))
            for type in file.types {
                XCTAssertLessThanOrEqual(type.range.start, type.range.end)
                XCTAssertLessThanOrEqual(Int(type.range.end), bytes.count)
                XCTAssertLessThanOrEqual(Int(type.name.offset), bytes.count)
            }
            // Random bytes spell no `@interface`: nothing is declared.
            XCTAssertEqual(file.types.count, 0)
        }
        let truncated = ObjCParser()!.parse(SourceBuffer(path: "t.h", text: "@interface Foo : NSObject\n@property (nonatomic, strong) id<FooDelegate> dele"))
        XCTAssertEqual(truncated.types.first?.name.text, "Foo")
    }
}
#endif
