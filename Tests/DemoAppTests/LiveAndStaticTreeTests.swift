@testable import DemoApp
import Foundation
import RIBLintDriver
import RIBLintModel
import RIBLintTestSupport
import XCTest

/// The runtime's tree dump and `riblint tree` share one shape so that they can be compared: every
/// parent-child edge the running demo app attaches must be one that riblint finds in its source.
final class LiveAndStaticTreeTests: XCTestCase {
    func testEveryLiveEdgeIsAnEdgeOfTheStaticTree() throws {
        var live: Set<String> = []
        func record(_ app: PedalHarness) {
            for (parent, children) in app.tree {
                for child in children { live.insert("\(parent) > \(child)") }
            }
        }
        let app = PedalHarness()
        record(app)
        app.signIn()
        record(app)
        app.stationMapScreen.tapStation(id: "canal")
        app.stationDetailScreen.tapChoosePayment()
        record(app)
        app.stationMapScreen.tapWallet()
        app.walletScreen.tapChangeDefault()
        record(app)
        app.detailPaymentPickerScreen.tapMethod(id: "credits")
        app.stationDetailScreen.tapUnlock()
        record(app)

        let folder = FixtureProjects.packageRoot.appendingPathComponent("Fixtures/DemoApp").path
        let model = try Commands.model(paths: [folder], configPath: nil, jobs: 1)
        let staticEdges = Set(TreeRendering.summaries(model).flatMap { rib in rib.children.map { "\(rib.name) > \($0)" } })

        XCTAssertGreaterThanOrEqual(live.count, 8, "the flows attach a good part of the tree: \(live.sorted())")
        XCTAssertEqual(live.subtracting(staticEdges).sorted(), [], "edges attached at run time that riblint does not see")
    }
}
