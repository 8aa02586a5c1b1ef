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
        loggedIn.attachChild(Router(interactor: TicTacToeInteractor()))
        // One RIB (by name) under two parents.
        root.attachChild(Router(interactor: LocationEditorInteractor()))
        offGame.attachChild(Router(interactor: LocationEditorInteractor()))
        // Named by its router when the interactor's name says nothing.
        offGame.attachChild(SettingsRouter(interactor: Interactor()))

        let expected = """
        [
          {
            "children" : [
              "LocationEditor",
              "Settings"
            ],
            "files" : [

            ],
            "name" : "OffGame",
            "parents" : [
              "LoggedIn"
            ]
          }
        ]
        """
        let json = RIBTreeDump.json(from: root)
        let entries = try! JSONSerialization.jsonObject(with: Data(json.utf8)) as! [[String: Any]]
        XCTAssertEqual(entries.map { $0["name"] as? String }, ["LocationEditor", "LoggedIn", "OffGame", "Root", "Settings", "TicTacToe"])
        let byName = Dictionary(uniqueKeysWithValues: entries.map { ($0["name"] as! String, $0) })
        XCTAssertEqual(byName["LocationEditor"]?["parents"] as? [String], ["OffGame", "Root"])
        XCTAssertEqual(byName["LoggedIn"]?["children"] as? [String], ["OffGame", "TicTacToe"])
        XCTAssertEqual(byName["Root"]?["parents"] as? [String], [])
        XCTAssertEqual(byName["Settings"]?["parents"] as? [String], ["OffGame"])
        for entry in entries {
            XCTAssertEqual(entry.keys.sorted(), ["children", "files", "name", "parents"])
            XCTAssertEqual(entry["files"] as? [String], [])
        }
        XCTAssertTrue(json.contains(expected.dropFirst(2).dropLast(2)), json)
        XCTAssertEqual(json, RIBTreeDump.json(from: root), "the dump is stable")
    }
}
