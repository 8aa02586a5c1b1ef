import RIBLintTestSupport
import XCTest

/// Every model fixture is valid Swift: the compiler's parser accepts it.
final class FixtureValidityTests: XCTestCase {
    static let fixtures = ["UberManual", "Needle", "Cases/MultiParent", "Cases/CustomBase", "Cases/DIResolution", "Cases/TwoModules"]

    func testFixturesPassSwiftcParse() throws {
        for fixture in Self.fixtures {
            XCTAssertEqual(ModelFixtureLoader.swiftcParseErrors(fixture), [], fixture)
        }
    }

    func testEveryFixtureHasAnExpectedTree() throws {
        for fixture in Self.fixtures {
            XCTAssertNoThrow(try ModelFixtureLoader.expectedTree(fixture), fixture)
        }
    }

    func testModelBuildTimeOnFixtures() throws {
        var total = 0.0
        for fixture in Self.fixtures {
            let loaded = try ModelFixtureLoader.load(fixture)
            total += loaded.buildSeconds
            print("model build \(fixture): \(String(format: "%.2f", loaded.buildSeconds * 1000)) ms, \(loaded.model.files.count) files, \(loaded.model.ribs.count) RIBs")
        }
        XCTAssertLessThan(total, 2.0, "building the model of the small fixtures should take milliseconds")
    }
}
