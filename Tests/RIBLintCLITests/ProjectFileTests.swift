import Foundation
import RIBLintTestSupport
import XCTest

/// Project files that tell riblint where modules are (`Package.swift`, Tuist's `Project.swift`)
/// are a hint: one that cannot be read never fails the run, and riblint says so once.
final class ProjectFileTests: XCTestCase {
    private func project(_ files: [String: [UInt8]]) throws -> URL {
        let root = try CLIRunner.temporaryDirectory()
        for (path, bytes) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return root
    }

    func testAnOversizedProjectFileFallsBackToFoldersWithOneNotice() throws {
        // Two oversized project files, made at run time (nothing large is committed).
        let filler = Array(String(repeating: "// padding padding padding padding\n", count: 140_000).utf8)
        let root = try project([
            "Cart/Project.swift": filler,
            "Wallet/Project.swift": filler,
            "Cart/Sources/Cart.swift": Array("let cart = 1\n".utf8),
        ])
        let output = try CLIRunner.run(["lint", "--no-cache", "--reporter", "json"], in: root)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertEqual(output.stderr.components(separatedBy: "cannot read project file").count - 1, 1, output.stderr)
        XCTAssertTrue(output.stderr.contains("and 1 more"), output.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((report["findings"] as? [Any])?.count, 0)
    }

    func testBinaryProjectFileIsReadAsTextWithoutFailing() throws {
        var state: UInt64 = 0xB17E5
        let garbage: [UInt8] = (0..<20_000).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        let root = try project([
            "Feature/Project.swift": garbage,
            "Feature/Sources/Feature.swift": Array("let feature = 1\n".utf8),
        ])
        let output = try CLIRunner.run(["tree", "--format", "json"], in: root)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertEqual(output.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "[]")
    }
    /// XcodeGen's `project.yml` and CocoaPods' `.podspec` say where modules are: two same-named
    /// builders in two targets make two RIBs named after their targets.
    func testXcodeGenAndPodspecTargetsAreModules() throws {
        func rib(_ module: String) -> [UInt8] {
            Array("""
            import RIBs
            public protocol Dependency: RIBs.Dependency {}
            public final class Builder: RIBs.Builder<Dependency> {}
            final class Interactor: RIBs.Interactor {}

            """.utf8)
        }
        let root = try project([
            "project.yml": Array("""
            name: Shop
            targets:
              Checkout:
                type: framework
                sources: [Checkout]
              Catalog:
                type: framework
                sources:
                  - path: Catalog
            """.utf8),
            "Checkout/Builder.swift": rib("Checkout"),
            "Catalog/Builder.swift": rib("Catalog"),
            "Reviews.podspec": Array("""
            Pod::Spec.new do |s|
              s.name = 'Reviews'
              s.source_files = 'Reviews/Classes/**/*.swift'
            end
            """.utf8),
            "Reviews/Classes/Builder.swift": rib("Reviews"),
        ])
        let output = try CLIRunner.run(["tree", "--format", "json"], in: root)
        XCTAssertEqual(output.status, 0, output.stderr)
        let ribs = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(ribs.compactMap { $0["name"] as? String }.sorted(), ["Catalog", "Checkout", "Reviews"])
    }
    /// A damaged Xcode project (not a property list, or a group tree that loops) never fails
    /// the run: the damaged one is named once on stderr, the looping one is read with each group
    /// visited once.
    func testDamagedXcodeProjectsFallBackToFolders() throws {
        let looping = """
        // !$*UTF8*$!
        { archiveVersion = 1; classes = {}; objectVersion = 56;
          objects = {
            AAAAAAAAAAAAAAAAAAAAAAA1 = { isa = PBXProject; mainGroup = AAAAAAAAAAAAAAAAAAAAAAA2; };
            AAAAAAAAAAAAAAAAAAAAAAA2 = { isa = PBXGroup; children = (AAAAAAAAAAAAAAAAAAAAAAA3, AAAAAAAAAAAAAAAAAAAAAAA2); sourceTree = "<group>"; };
            AAAAAAAAAAAAAAAAAAAAAAA3 = { isa = PBXFileReference; path = App/Listed.swift; sourceTree = "<group>"; };
          };
          rootObject = AAAAAAAAAAAAAAAAAAAAAAA1; }
        """
        let root = try project([
            "Broken.xcodeproj/project.pbxproj": Array("{ this is ( not a plist".utf8),
            "Loop.xcodeproj/project.pbxproj": Array(looping.utf8),
            "App/Listed.swift": Array("let listed = 1\n".utf8),
            "App/Other.swift": Array("let other = 1\n".utf8),
        ])
        let output = try CLIRunner.run(["lint", "--no-cache", "--reporter", "json"], in: root, timeout: 60)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertEqual(output.stderr.components(separatedBy: "cannot read project file").count - 1, 1, output.stderr)
        XCTAssertTrue(output.stderr.contains("Broken.xcodeproj/project.pbxproj"), output.stderr)
    }
}
