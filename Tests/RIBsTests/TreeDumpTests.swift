import Foundation
import RIBs
import XCTest

private final class RootInteractor: Interactor {}
private final class LoggedInInteractor: Interactor {}
private final class OffGameInteractor: Interactor {}
private final class TicTacToeInteractor: Interactor {}
private final class LocationEditorInteractor: Interactor {}
private final class SettingsRouter: Router<Interactor> {}

final class TreeDumpTests: XCTestCase {
    func testDumpHasTheReportShapeSortedByNameWithEveryParent() {
        let root = Router(interactor: RootInteractor())
        root.interactable.activate()
        root.load()
        let loggedIn = Router(interactor: LoggedInInteractor())
        root.attachChild(loggedIn)
        let offGame = Router(interactor: OffGameInteractor())
        loggedIn.attachChild(offGame)
        let ticTacToe = Router(interactor: TicTacToeInteractor())
        loggedIn.attachChild(ticTacToe)
        // One RIB (by name) under several parents.
        for parent in [ticTacToe, root, offGame, loggedIn] as [Routing] {
            parent.attachChild(Router(interactor: LocationEditorInteractor()))
        }
        // Named by its router when the interactor's name says nothing.
        offGame.attachChild(SettingsRouter(interactor: Interactor()))

        let json = RIBTreeDump.json(from: root)
        let expected = """
        [
          {"children": [], "files": [], "name": "LocationEditor", "parents": ["LoggedIn", "OffGame", "Root", "TicTacToe"]},
          {"children": ["LocationEditor", "OffGame", "TicTacToe"], "files": [], "name": "LoggedIn", "parents": ["Root"]},
          {"children": ["LocationEditor", "Settings"], "files": [], "name": "OffGame", "parents": ["LoggedIn"]},
          {"children": ["LocationEditor", "LoggedIn"], "files": [], "name": "Root", "parents": []},
          {"children": [], "files": [], "name": "Settings", "parents": ["OffGame"]},
          {"children": ["LocationEditor"], "files": [], "name": "TicTacToe", "parents": ["LoggedIn"]}
        ]
        """
        XCTAssertEqual(json, expected)
        XCTAssertNotNil(try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]], "the dump is a JSON array of objects")
    }

    func testASingleRootDumpsOneEntry() throws {
        final class RootRouter: Router<Interactor> {}
        let json = RIBTreeDump.json(from: RootRouter(interactor: Interactor()))
        XCTAssertEqual(json, """
        [
          {"children": [], "files": [], "name": "Root", "parents": []}
        ]
        """)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        XCTAssertEqual(parsed?.first?["name"] as? String, "Root")
    }

    func testRIBNameDropsTheInteractorSuffixOrElseTheRouterSuffix() {
        XCTAssertEqual(RIBTreeDump.ribName(of: Router(interactor: LoggedInInteractor())), "LoggedIn")
        XCTAssertEqual(RIBTreeDump.ribName(of: SettingsRouter(interactor: Interactor())), "Settings")
        XCTAssertEqual(RIBTreeDump.ribName(of: Router(interactor: Interactor())), "Router")
    }
}
