import RIBLintModel
import RIBLintTestSupport
import XCTest

/// Needle style: components built with `parent`, requirements looked up along the path,
/// nearest ancestor first, name and type matching.
final class NeedleTests: XCTestCase {
    var model: ProjectModel!

    override func setUpWithError() throws {
        model = try ModelFixtureLoader.load("Needle").model
    }

    func testTree() throws {
        XCTAssertEqual(TreeRendering.text(model), try ModelFixtureLoader.expectedTree("Needle"))
        XCTAssertEqual(ModelAssert.parts(model, "Home").filter { $0.hasPrefix("component:") || $0.hasPrefix("builder:") },
                       ["builder:HomeBuilder", "component:HomeComponent"])
    }

    func testStyleIsNeedle() throws {
        let detail = try XCTUnwrap(model.rib(named: "Detail"))
        XCTAssertEqual(model.dependencies.dependencies(of: detail.id)?.style, .needle)
    }

    func testRequirementSatisfiedOnlyByAGrandparent() {
        XCTAssertEqual(ModelAssert.resolution(model, rib: "Detail", requirement: "feedService"),
                       ["Root > Home > Feed > Detail": "provided Home/HomeRIB.swift:9"])
        XCTAssertEqual(ModelAssert.resolution(model, rib: "Detail", requirement: "imageCache"),
                       ["Root > Home > Feed > Detail": "provided Root/RootComponent.swift:8"])
        XCTAssertEqual(ModelAssert.resolution(model, rib: "Feed", requirement: "session"),
                       ["Root > Home > Feed": "provided Root/RootComponent.swift:4"])
    }

    func testNearestAncestorWithTheSameNameAndType() {
        // Root's `detailTitle: Int` is nearer to nothing: Feed's `detailTitle: String` matches first.
        XCTAssertEqual(ModelAssert.resolution(model, rib: "Detail", requirement: "detailTitle"),
                       ["Root > Home > Feed > Detail": "provided Feed/FeedRIB.swift:10"])
    }

    func testMismatchAndMissing() {
        XCTAssertEqual(ModelAssert.resolution(model, rib: "Settings", requirement: "userName"),
                       ["Root > Settings": "mismatch Int"])
        XCTAssertEqual(ModelAssert.resolution(model, rib: "Settings", requirement: "theme"),
                       ["Root > Settings": "missing"])
    }

    func testReadsThroughComponentDependency() throws {
        let home = try XCTUnwrap(model.rib(named: "Home"))
        XCTAssertEqual(model.dependencies.dependencies(of: home.id)?.readNames, ["session"])
        let settings = try XCTUnwrap(model.rib(named: "Settings"))
        XCTAssertEqual(model.dependencies.dependencies(of: settings.id)?.requirements.filter { !$0.isRead }.map(\.requirement.name), ["theme"])
    }
}
