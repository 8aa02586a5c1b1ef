import RIBLintModel
import RIBLintTestSupport
import XCTest

final class MultiParentTests: XCTestCase {
    func testAChildUnderTwoParentsIsShownUnderBoth() throws {
        let model = try ModelFixtureLoader.load("Cases/MultiParent").model
        XCTAssertEqual(TreeRendering.text(model), try ModelFixtureLoader.expectedTree("Cases/MultiParent"))
        let picker = try XCTUnwrap(model.rib(named: "LocationPicker"))
        XCTAssertEqual(ModelAssert.names(model, model.tree.parents(of: picker.id)), ["Checkout", "Profile"])
        XCTAssertEqual(model.tree.paths(to: picker.id).count, 2)
    }

    func testResolutionIsPerPath() throws {
        let model = try ModelFixtureLoader.load("Cases/MultiParent").model
        XCTAssertEqual(ModelAssert.resolution(model, rib: "LocationPicker", requirement: "locationService"), [
            "Root > Checkout > LocationPicker": "provided Checkout.swift:6",
            "Root > Profile > LocationPicker": "missing",
        ])
    }

    func testJSONRendering() throws {
        let model = try ModelFixtureLoader.load("Cases/MultiParent").model
        XCTAssertEqual(TreeRendering.json(model), """
        [
          {"name": "Checkout", "parents": ["Root"], "children": ["LocationPicker"], "files": ["Checkout.swift", "Root.swift"], "viewless": true},
          {"name": "LocationPicker", "parents": ["Checkout", "Profile"], "children": [], "files": ["Checkout.swift", "LocationPicker.swift", "Profile.swift"], "viewless": true},
          {"name": "Profile", "parents": ["Root"], "children": ["LocationPicker"], "files": ["Profile.swift", "Root.swift"], "viewless": true},
          {"name": "Root", "parents": [], "children": ["Checkout", "Profile"], "files": ["Root.swift"]}
        ]

        """)
    }

    func testDotAndMermaid() throws {
        let model = try ModelFixtureLoader.load("Cases/MultiParent").model
        let dot = TreeRendering.dot(model)
        XCTAssertTrue(dot.hasPrefix("digraph RIBs {"))
        XCTAssertTrue(dot.contains("\"Checkout\" -> \"LocationPicker\";"))
        XCTAssertTrue(dot.contains("\"Profile\" -> \"LocationPicker\";"))
        let mermaid = TreeRendering.mermaid(model)
        XCTAssertTrue(mermaid.hasPrefix("graph TD\n"))
        let picker = try XCTUnwrap(model.rib(named: "LocationPicker")).id.rawValue
        let profile = try XCTUnwrap(model.rib(named: "Profile")).id.rawValue
        XCTAssertTrue(mermaid.contains("rib\(profile) --> rib\(picker)"), mermaid)
        let graph = GraphRendering.json(model)
        XCTAssertTrue(graph.contains("\"status\": \"missing\""), graph)
        XCTAssertTrue(GraphRendering.text(model).contains("Root > Profile > LocationPicker: MISSING"))
        XCTAssertTrue(GraphRendering.dot(model).contains("\"missing\" -> \"LocationPicker\""))
    }
}

final class CustomBaseTests: XCTestCase {
    func testCustomGenericBasesMakePartsButAreNotParts() throws {
        let model = try ModelFixtureLoader.load("Cases/CustomBase").model
        XCTAssertEqual(model.ribs.map(\.name), ["Profile", "RestaurantDetail"])
        let baseInteractor = try XCTUnwrap(model.types.types(named: "BaseInteractor").first)
        XCTAssertTrue(model.customBaseClasses.contains(baseInteractor))
        XCTAssertNil(model.rib(containing: baseInteractor))
        XCTAssertTrue(ModelAssert.parts(model, "Profile").contains("interactor:ProfileInteractor"))
        XCTAssertTrue(ModelAssert.parts(model, "Profile").contains("router:ProfileRouter"))
        XCTAssertTrue(ModelAssert.parts(model, "Profile").contains("builder:ProfileBuilder"))
    }

    func testClassesNamedLikePartsAreNotParts() throws {
        let model = try ModelFixtureLoader.load("Cases/CustomBase").model
        for name in ["FakeInteractor", "HelperInteractor"] {
            let id = try XCTUnwrap(model.types.types(named: name).first)
            XCTAssertEqual(model.roles(of: id), [], name)
            XCTAssertNil(model.rib(containing: id), name)
        }
    }

    func testABuilderNamedDifferentlyFromItsRIB() throws {
        let model = try ModelFixtureLoader.load("Cases/CustomBase").model
        XCTAssertEqual(ModelAssert.parts(model, "RestaurantDetail").filter { !$0.hasPrefix("presentable") && !$0.hasPrefix("listener") }, [
            "buildable:RestaurantBuildable", "builder:RestaurantBuilder", "component:RestaurantComponent",
            "dependency:RestaurantDependency", "interactable:RestaurantDetailInteractable",
            "interactor:RestaurantDetailInteractor", "router:RestaurantDetailRouter", "routing:RestaurantDetailRouting",
            "view:RestaurantDetailViewController", "viewControllable:RestaurantDetailViewControllable",
        ])
        XCTAssertEqual(TreeRendering.text(model), try ModelFixtureLoader.expectedTree("Cases/CustomBase"))
    }
}

final class DIResolutionTests: XCTestCase {
    var model: ProjectModel!

    override func setUpWithError() throws {
        model = try ModelFixtureLoader.load("Cases/DIResolution").model
    }

    func testEachWayOfProvidingARequirement() throws {
        XCTAssertEqual(TreeRendering.text(model), try ModelFixtureLoader.expectedTree("Cases/DIResolution"))
        let path = "Root > Child"
        let expected: [String: String] = [
            "fromBody": "provided RootComponent.swift:12",
            "fromDefault": "provided Child.swift:16",
            "fromFileprivate": "provided RootComponent+Child.swift:6",
            "hiddenElsewhere": "missing",
            "notProvided": "missing",
            "mismatched": "mismatch Int",
            "optionalSugar": "provided RootComponent.swift:20",
            "arraySugar": "provided RootComponent.swift:24",
            "inherited": "provided RootComponent.swift:6",
        ]
        for (requirement, outcome) in expected {
            XCTAssertEqual(ModelAssert.resolution(model, rib: "Child", requirement: requirement), [path: outcome], requirement)
        }
        let root = try XCTUnwrap(model.rib(named: "Root"))
        XCTAssertTrue(model.customBaseClasses.contains(try XCTUnwrap(model.types.types(named: "BaseComponent").first)))
        XCTAssertEqual(root.component.map { model[$0].name }, "RootComponent")
    }

    func testReadNamesIncludeTheBuilder() throws {
        let child = try XCTUnwrap(model.rib(named: "Child"))
        XCTAssertEqual(model.dependencies.dependencies(of: child.id)?.readNames, ["fromBody", "inherited"])
    }
}

final class TwoModulesTests: XCTestCase {
    func testSameNamedTypesInTwoModulesMakeTwoRIBsNamedAfterTheirModules() throws {
        let fixture = try ModelFixtureLoader.load("Cases/TwoModules")
        let model = fixture.model
        XCTAssertEqual(model.modules.moduleNames, ["App", "FeatureA", "FeatureB", "TwoModules"])
        XCTAssertEqual(model.ribs.map(\.name), ["FeatureA", "FeatureB", "Root"])
        XCTAssertEqual(model.types.types(named: "Builder").count, 2)
        XCTAssertEqual(model.rib(named: "FeatureA")?.module, "FeatureA")
        XCTAssertEqual(TreeRendering.text(model), try ModelFixtureLoader.expectedTree("Cases/TwoModules"))
        XCTAssertEqual(ModelAssert.resolution(model, rib: "FeatureA", requirement: "title"),
                       ["Root > FeatureA": "provided Sources/App/Root.swift:8"])
        XCTAssertEqual(ModelAssert.resolution(model, rib: "FeatureB", requirement: "count"),
                       ["Root > FeatureB": "missing"])
    }
}

/// A provider that spells a requirement's type with its module (`Catalog.MenuStream`) provides
/// the same type.
final class ModuleQualifiedTests: XCTestCase {
    func testModuleQualifiedProviderTypeIsTheRequiredType() throws {
        let model = try ModelFixtureLoader.load("Cases/ModuleQualified").model
        XCTAssertEqual(TreeRendering.text(model), try ModelFixtureLoader.expectedTree("Cases/ModuleQualified"))
        XCTAssertEqual(ModelAssert.resolution(model, rib: "Menu", requirement: "menuStream"),
                       ["Root > Menu": "provided Sources/App/Root.swift:10"])
        XCTAssertTrue(model.types.sameType("Catalog.MenuStream", "MenuStream"))
        // Only module names are dropped: a nested type keeps its outer type.
        XCTAssertFalse(model.types.sameType("Root.MenuStream", "MenuStream"))
    }
}

/// A demo app under `DemoApp/` that builds a feature RIB does not make that RIB a root of the app,
/// while an app delegate outside such a folder does.
final class DemoHarnessTests: XCTestCase {
    func testADemoHarnessIsNotTheApp() throws {
        let model = try ModelFixtureLoader.load("Cases/DemoHarness").model
        XCTAssertEqual(TreeRendering.text(model), try ModelFixtureLoader.expectedTree("Cases/DemoHarness"))
        let gallery = try XCTUnwrap(model.rib(named: "Gallery"))
        XCTAssertTrue(model.tree.isRoot(gallery.id))
        XCTAssertFalse(model.tree.configuredRoots.contains(gallery.id))
    }
}

/// A parent whose builder builds its children (through builders handed down as requirements) and
/// hands their routers to its router, which attaches them: the children are the parent's. A
/// router it holds but never attaches (a reference up the tree) makes no edge.
final class HandedRoutersTests: XCTestCase {
    func testRoutersHandedToTheRouterAndAttachedAreItsChildren() throws {
        let model = try ModelFixtureLoader.load("Cases/HandedRouters").model
        XCTAssertEqual(TreeRendering.text(model), try ModelFixtureLoader.expectedTree("Cases/HandedRouters"))
        let deck = try XCTUnwrap(model.rib(named: "Deck"))
        let handed = model.tree.edges(from: deck.id).filter { $0.kind == .attachesHandedRouter }
        XCTAssertEqual(ModelAssert.names(model, handed.map(\.child)), ["Mailbox", "Preferences"])
        let station = try XCTUnwrap(model.rib(named: "Station"))
        XCTAssertTrue(model.tree.edges(into: station.id).isEmpty)
    }
}
