import Foundation
import RIBLintTestSupport
import XCTest

/// Model cases whose modules come from project files (Tuist's `Project.swift`, Xcode's
/// `project.pbxproj`, `Package.swift`): run through the command line, which reads those files.
final class RealAppLayoutTests: XCTestCase {
    static let cases = ["Cases/XcodeLeftover", "Cases/TuistSameNames", "Cases/ModuleQualified", "Cases/DemoHarness",
                        "Cases/InfoPlistModules"]

    private func tree(_ name: String, format: String = "text") throws -> String {
        let directory = ModelFixtureLoader.root.appendingPathComponent(name)
        let output = try CLIRunner.run(["tree", "--format", format, "."], in: directory)
        XCTAssertEqual(output.status, 0, output.stderr)
        return output.stdout
    }

    func testEveryCaseIsValidSwiftAndPrintsItsExpectedTree() throws {
        for name in Self.cases {
            XCTAssertEqual(ModelFixtureLoader.swiftcParseErrors(name), [], name)
            XCTAssertEqual(try tree(name), try ModelFixtureLoader.expectedTree(name), name)
        }
    }

    /// A leftover copy that the Xcode project does not list never stands in for the RIB the app
    /// builds: Root's child is the listed Plants, the copy is `Unlisted.Plants`.
    func testTheXcodeProjectDecidesWhichCopyTheAppBuilds() throws {
        let json = try tree("Cases/XcodeLeftover", format: "json")
        let ribs = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let plants = try XCTUnwrap(ribs.first { $0["name"] as? String == "Plants" })
        XCTAssertEqual(plants["parents"] as? [String], ["Root"])
        let files = try XCTUnwrap(plants["files"] as? [String])
        XCTAssertTrue(files.contains("Garden/Plants/PlantsBuilder.swift"), "\(files)")
        XCTAssertFalse(files.contains { $0.hasPrefix("Garden/Old/") }, "\(files)")
        let leftover = try XCTUnwrap(ribs.first { $0["name"] as? String == "Unlisted.Plants" })
        XCTAssertEqual(leftover["parents"] as? [String], [])
    }

    /// Tuist modules with the same class names (`Builder`, `Interactor`) are RIBs named after
    /// their modules, each with its own files, and a module's demo app is no parent.
    func testTuistModulesWithTheSameClassNames() throws {
        let json = try tree("Cases/TuistSameNames", format: "json")
        let ribs = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        XCTAssertEqual(ribs.compactMap { $0["name"] as? String }.sorted(), ["Cart", "Root", "Wishlist"])
        for name in ["Cart", "Wishlist"] {
            let rib = try XCTUnwrap(ribs.first { $0["name"] as? String == name })
            XCTAssertEqual(rib["parents"] as? [String], ["Root"])
            let files = try XCTUnwrap(rib["files"] as? [String])
            // Its own module's files, plus the parent's file that conforms to its dependency.
            XCTAssertTrue(files.allSatisfy { $0.contains("/\(name)/") || $0.hasPrefix("Projects/App/") }, "\(name): \(files)")
            XCTAssertTrue(files.contains("Projects/\(name)/Sources/Builder.swift"), "\(name): \(files)")
        }
    }

    /// Frameworks told by the `Info.plist` in their folders, each naming its classes plainly: a
    /// parent's `Main.Builder(...)` is the child's builder, not its own `Builder`, and a
    /// resource bundle's `Info.plist` makes no module.
    func testInfoPlistFoldersAreModules() throws {
        let json = try tree("Cases/InfoPlistModules", format: "json")
        let ribs = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        XCTAssertEqual(ribs.compactMap { $0["name"] as? String }.sorted(), ["App", "Main", "Search"])
        for (child, parent) in [("Main", "App"), ("Search", "Main")] {
            let rib = try XCTUnwrap(ribs.first { $0["name"] as? String == child })
            XCTAssertEqual(rib["parents"] as? [String], [parent], child)
        }
        let app = try XCTUnwrap(ribs.first { $0["name"] as? String == "App" })
        XCTAssertEqual(app["parents"] as? [String], [])
    }
}
