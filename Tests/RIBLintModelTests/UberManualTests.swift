import RIBLintModel
import RIBLintTestSupport
import XCTest

/// The uber tutorial's shape: manual DI, component extensions `ParentComponent+Child.swift`,
/// a viewless RIB (LoggedIn), a launch router, an app delegate building the root.
final class UberManualTests: XCTestCase {
    var model: ProjectModel!

    override func setUpWithError() throws {
        model = try ModelFixtureLoader.load("UberManual").model
    }

    func testRIBsAreFoundByInheritanceAndNamedAfterTheInteractor() {
        XCTAssertEqual(model.ribs.map(\.name), ["LoggedIn", "LoggedOut", "OffGame", "Root", "TicTacToe"])
        XCTAssertEqual(ModelAssert.parts(model, "OffGame"), [
            "buildable:OffGameBuildable", "builder:OffGameBuilder", "component:OffGameComponent",
            "dependency:OffGameDependency", "interactable:OffGameInteractable", "interactor:OffGameInteractor",
            "listener:OffGameListener", "presentable:OffGamePresentable",
            "presentableListener:OffGamePresentableListener", "router:OffGameRouter", "routing:OffGameRouting",
            "view:OffGameViewController", "viewControllable:OffGameViewControllable",
        ])
    }

    func testViewlessRIBHasNoViewButKeepsItsViewControllableProtocol() {
        let parts = ModelAssert.parts(model, "LoggedIn")
        XCTAssertFalse(parts.contains { $0.hasPrefix("view:") }, "\(parts)")
        XCTAssertTrue(parts.contains("viewControllable:LoggedInViewControllable"), "\(parts)")
        XCTAssertTrue(parts.contains("interactor:LoggedInInteractor"))
        // RootViewController conforms to LoggedInViewControllable but stays Root's view.
        XCTAssertTrue(ModelAssert.parts(model, "Root").contains("view:RootViewController"))
    }

    func testTreeMatchesExpectedText() throws {
        XCTAssertEqual(TreeRendering.text(model), try ModelFixtureLoader.expectedTree("UberManual"))
    }

    func testRootsAndConfiguredRoots() throws {
        let root = try XCTUnwrap(model.rib(named: "Root"))
        XCTAssertEqual(ModelAssert.names(model, model.tree.roots), ["Root"])
        XCTAssertEqual(model.tree.configuredRoots, [root.id])
        XCTAssertEqual(ModelAssert.names(model, model.tree.descendants(of: root.id)), ["LoggedIn", "LoggedOut", "OffGame", "TicTacToe"])
        let offGame = try XCTUnwrap(model.rib(named: "OffGame"))
        XCTAssertEqual(ModelAssert.names(model, model.tree.ancestors(of: offGame.id)), ["LoggedIn", "Root"])
    }

    func testFilesIncludeTheComponentExtensionsWrittenForTheRIB() throws {
        let offGame = try XCTUnwrap(model.rib(named: "OffGame"))
        XCTAssertEqual(offGame.files, [
            "LoggedIn/LoggedInComponent+OffGame.swift", "OffGame/OffGameBuilder.swift",
            "OffGame/OffGameInteractor.swift", "OffGame/OffGameRouter.swift", "OffGame/OffGameViewController.swift",
        ])
    }

    func testListenerIsTheInteractorsListenerPropertyType() throws {
        let offGame = try XCTUnwrap(model.rib(named: "OffGame"))
        XCTAssertEqual(offGame.listener.map { model[$0].name }, "OffGameListener")
        XCTAssertEqual(offGame.listenerTypeName, "OffGameListener")
    }

    func testRequirementsResolveThroughBodiesExtensionsAndForwarders() {
        XCTAssertEqual(ModelAssert.resolution(model, rib: "OffGame", requirement: "player1Name"),
                       ["Root > LoggedIn > OffGame": "provided LoggedIn/LoggedInBuilder.swift:9"])
        XCTAssertEqual(ModelAssert.resolution(model, rib: "OffGame", requirement: "scoreStream"),
                       ["Root > LoggedIn > OffGame": "provided LoggedIn/LoggedInComponent+OffGame.swift:4"])
        XCTAssertEqual(ModelAssert.resolution(model, rib: "LoggedIn", requirement: "loggedInViewController"),
                       ["Root > LoggedIn": "provided Root/RootComponent+LoggedIn.swift:4"])
        // LoggedInComponent forwards `dependency.analytics`: that forwarder provides TicTacToe's
        // requirement, LoggedIn's own requirement is met where LoggedIn is built (RootComponent
        // forwards again), and AppComponent (handed over in the app delegate) finally holds it.
        XCTAssertEqual(ModelAssert.resolution(model, rib: "TicTacToe", requirement: "analytics"),
                       ["Root > LoggedIn > TicTacToe": "provided LoggedIn/LoggedInComponent+TicTacToe.swift:4"])
        XCTAssertEqual(ModelAssert.resolution(model, rib: "LoggedIn", requirement: "analytics").values.first?.hasPrefix("provided"), true)
        XCTAssertEqual(ModelAssert.resolution(model, rib: "Root", requirement: "analytics"),
                       ["Root": "provided App/AppComponent.swift:4"])
    }

    func testReadRequirements() throws {
        let ticTacToe = try XCTUnwrap(model.rib(named: "TicTacToe"))
        let entry = try XCTUnwrap(model.dependencies.dependencies(of: ticTacToe.id))
        XCTAssertEqual(entry.style, .manual)
        XCTAssertEqual(entry.readNames, ["mutableScoreStream", "player1Name", "player2Name"])
        XCTAssertEqual(entry.requirements.filter { !$0.isRead }.map(\.requirement.name), ["analytics"])
        XCTAssertFalse(entry.dependencyEscapes)
    }

    func testRoleQueriesAndRouterFacts() throws {
        let router = try XCTUnwrap(model.rib(named: "LoggedIn")?.router)
        XCTAssertEqual(model.roles(of: router), [.router])
        XCTAssertTrue(model.types.isSubclass(router, ofAnyOf: ["Router"]))
        XCTAssertEqual(model.childBuilderProperties(router).map(\.name).sorted(), ["offGameBuilder", "ticTacToeBuilder"])
        XCTAssertEqual(model.routerChildProperties(router).map(\.name), ["currentChild"])
        let rootRouter = try XCTUnwrap(model.rib(named: "Root")?.router)
        XCTAssertEqual(model.routerChildProperties(rootRouter).map(\.name), ["loggedOut"])
        let root = try XCTUnwrap(model.rib(named: "Root"))
        let descendantNames = model.descendantTypeNames(of: root.id)
        XCTAssertTrue(descendantNames.isSuperset(of: ["LoggedInRouting", "OffGameInteractable", "TicTacToeBuilder", "LoggedInComponent"]))
        XCTAssertFalse(descendantNames.contains("RootRouting"))
        // Implemented by Root's own parts: they face upward.
        XCTAssertFalse(descendantNames.contains("LoggedInListener"))
        XCTAssertFalse(descendantNames.contains("LoggedInDependency"))
        XCTAssertFalse(descendantNames.contains("LoggedInViewControllable"))
    }

    func testBodiesOfPartsAreParsedOnceAndShared() throws {
        let router = try XCTUnwrap(model.rib(named: "OffGame")?.router)
        let before = model.bodies.parsedCount
        let bodies = model.memberBodies(of: router)
        XCTAssertFalse(bodies.isEmpty)
        XCTAssertEqual(model.bodies.parsedCount, before, "a router's bodies are parsed while building the model")
    }

    func testInteractorBodiesAreParsedOnlyWhenAskedAndThenOnce() throws {
        let interactor = try XCTUnwrap(model.rib(named: "OffGame")?.interactor)
        let before = model.bodies.parsedCount
        let bodies = model.memberBodies(of: interactor)
        XCTAssertFalse(bodies.isEmpty)
        XCTAssertEqual(model.bodies.parsedCount, before + bodies.count, "an interactor's bodies are left to the analyses that ask")
        _ = model.memberBodies(of: interactor)
        XCTAssertEqual(model.bodies.parsedCount, before + bodies.count, "and parsed once")
    }

    func testViewBodiesAreParsedOnlyWhenARuleAsksAndThenOnce() throws {
        let view = try XCTUnwrap(model.rib(named: "OffGame")?.partType(.view))
        let before = model.bodies.parsedCount
        let bodies = model.memberBodies(of: view)
        XCTAssertFalse(bodies.isEmpty)
        XCTAssertEqual(model.bodies.parsedCount, before + bodies.count, "a view's bodies are left to the rules that ask")
        _ = model.memberBodies(of: view)
        XCTAssertEqual(model.bodies.parsedCount, before + bodies.count, "and parsed once")
    }
}
