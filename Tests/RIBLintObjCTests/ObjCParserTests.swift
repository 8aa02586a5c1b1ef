#if RIBLINT_OBJC
import Foundation
import RIBLintAST
import RIBLintLexer
import RIBLintObjC
import XCTest

final class ObjCParserTests: XCTestCase {
    private var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/ObjC/MixedApp")
    }

    private func parse(_ name: String) throws -> FileSyntax {
        let bytes = try Array(Data(contentsOf: fixtures.appendingPathComponent(name)))
        return ObjCParser().parse(SourceBuffer(path: name, bytes: bytes))
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

    func testGarbageDoesNotCrash() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let bytes = (0..<512).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = ObjCParser().parse(SourceBuffer(path: "garbage.h", bytes: bytes))
        }
        let truncated = ObjCParser().parse(SourceBuffer(path: "t.h", text: "@interface Foo : NSObject\n@property (nonatomic, strong) id<FooDelegate> dele"))
        XCTAssertEqual(truncated.types.first?.name.text, "Foo")
    }
}
#endif
