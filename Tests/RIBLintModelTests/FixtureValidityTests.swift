import RIBLintTestSupport
import XCTest

/// Every model fixture is valid Swift: the compiler's parser accepts it.
final class FixtureValidityTests: XCTestCase {
    static let fixtures = ["UberManual", "Needle", "Cases/MultiParent", "Cases/CustomBase", "Cases/DIResolution", "Cases/TwoModules", "Cases/HandedRouters"]

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

    /// Every fixture builds a model with RIBs. (Build times are the benchmark's to measure.)
    func testEveryFixtureBuildsAModelWithRIBs() throws {
        for fixture in Self.fixtures {
            let loaded = try ModelFixtureLoader.load(fixture)
            XCTAssertFalse(loaded.model.ribs.isEmpty, fixture)
        }
    }
}
