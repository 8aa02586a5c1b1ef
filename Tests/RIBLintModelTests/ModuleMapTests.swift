import RIBLintModel
import XCTest
import SeededRandom

final class ModuleMapTests: XCTestCase {
    func testSwiftPMTargetsOwnTheirSourceFolders() {
        let manifest = """
        let package = Package(name: "P", targets: [
            .target(name: "Core"),
            .target(name: "Feature", dependencies: ["Core"], path: "Modules/Feature"),
            .executableTarget(name: "Tool", dependencies: [.product(name: "X", package: "x")]),
            .testTarget(name: "CoreTests", dependencies: ["Core"]),
        ])
        """
        let map = ModuleMap.detect(rootName: "Repo",
                                   filePaths: ["Sources/Core/A.swift", "Modules/Feature/B.swift", "Sources/Tool/main.swift",
                                               "Tests/CoreTests/T.swift", "Scripts/s.swift"],
                                   packageManifests: [("Package.swift", manifest)])
        XCTAssertEqual(map.module(ofPath: "Sources/Core/A.swift"), "Core")
        XCTAssertEqual(map.module(ofPath: "Sources/Core/Sub/Deep.swift"), "Core")
        XCTAssertEqual(map.module(ofPath: "Modules/Feature/B.swift"), "Feature")
        XCTAssertEqual(map.module(ofPath: "Sources/Tool/main.swift"), "Tool")
        XCTAssertEqual(map.module(ofPath: "Tests/CoreTests/T.swift"), "CoreTests")
        XCTAssertEqual(map.module(ofPath: "Scripts/s.swift"), "Repo")
        XCTAssertEqual(map.module(ofPath: "./Sources/Core/A.swift"), "Core")
    }

    func testNestedPackageAndXcodeTargets() {
        let map = ModuleMap.detect(rootName: "Monorepo",
                                   filePaths: ["App/Info.plist", "App/AppDelegate.swift", "Widget.xcodeproj/project.pbxproj",
                                               "Widget/W.swift", "Packages/Kit/Sources/Kit/K.swift", "Loose.swift"],
                                   packageManifests: [("Packages/Kit/Package.swift", ".target(name: \"Kit\")")])
        XCTAssertEqual(map.module(ofPath: "App/AppDelegate.swift"), "App")
        XCTAssertEqual(map.module(ofPath: "Widget/W.swift"), "Widget")
        XCTAssertEqual(map.module(ofPath: "Packages/Kit/Sources/Kit/K.swift"), "Kit")
        XCTAssertEqual(map.module(ofPath: "Loose.swift"), "Monorepo")
        XCTAssertEqual(map.moduleNames, ["App", "Kit", "Monorepo", "Widget"])
    }

    func testAnEmptyMapPutsEverythingInTheDefaultModule() {
        let map = ModuleMap(defaultModule: "Root")
        XCTAssertEqual(map.module(ofPath: "/abs/path/File.swift"), "Root")
    }
}

final class TypeTextTests: XCTestCase {
    func testSugarAndSpellingsCompareEqual() {
        let pairs: [(String, String)] = [
            ("Int?", "Optional<Int>"),
            ("Swift.Optional< Swift.Int >", "Int?"),
            ("[String]", "Array<String>"),
            ("[String : Int]", "Dictionary<String, Int>"),
            ("Observable< [Int]? >", "Observable<Optional<Array<Int>>>"),
            ("(Int, String)", "( Int , String )"),
            ("() -> Void", "()->Void"),
        ]
        for (left, right) in pairs {
            XCTAssertEqual(TypeText.normalise(left), TypeText.normalise(right), "\(left) vs \(right)")
        }
        XCTAssertNotEqual(TypeText.normalise("Int"), TypeText.normalise("Int?"))
        XCTAssertNotEqual(TypeText.normalise("MySwift.Int"), TypeText.normalise("Int"))
        XCTAssertEqual(TypeText.normalise("Optional<Int>"), "Int?")
        XCTAssertEqual(TypeText.nominalName("Builder<FooDependency>?"), "Builder")
        XCTAssertEqual(TypeText.nominalName("NeedleFoundation.Component<X>"), "NeedleFoundation.Component")
    }

    /// Plain names skip the type parser; everything else must still go through it.
    func testNominalNameOfPlainAndSugaredNames() {
        XCTAssertEqual(TypeText.nominalName("FooBuilder"), "FooBuilder")
        XCTAssertEqual(TypeText.nominalName("RIBs.Interactor"), "RIBs.Interactor")
        XCTAssertEqual(TypeText.nominalName("Ünïcode_1"), "Ünïcode_1")
        XCTAssertEqual(TypeText.nominalName("Foo?"), "Foo")
        XCTAssertEqual(TypeText.nominalName(" Foo "), "Foo")
        XCTAssertEqual(TypeText.nominalName("[Foo]"), "Array")
        XCTAssertEqual(TypeText.nominalName("(Foo) -> Void"), "")
        XCTAssertEqual(TypeText.nominalName(""), "")
        XCTAssertEqual(TypeText.nominalName("Swift.Result"), "Result")
        XCTAssertNotEqual(TypeText.nominalName(".Foo"), ".Foo")
        XCTAssertNotEqual(TypeText.nominalName("Foo."), "Foo.")
        XCTAssertNotEqual(TypeText.nominalName("Foo..Bar"), "Foo..Bar")
        XCTAssertEqual(TypeText.nominalName("MySwift.Result"), "MySwift.Result")
    }
    func testExistentialKeywordsDoNotChangeTheRequirementType() {
        XCTAssertEqual(TypeText.normalise("any Feature.RootViewControllable"), TypeText.normalise("Feature.RootViewControllable"))
        XCTAssertEqual(TypeText.normalise("(any Listener)?"), TypeText.normalise("Listener?"))
        // A type whose name merely starts with the keyword keeps it.
        XCTAssertEqual(TypeText.normalise("anyValue"), "anyValue")
    }
}

final class TuistModuleTests: XCTestCase {
    func testTuistTargetsWithLiteralNamesOwnTheirSourceGlobs() {
        let manifest = """
        import ProjectDescription
        let project = Project(
            name: "FeatureCart",
            targets: [
                .target(name: "FeatureCartExample", product: .app, sources: ["Example/Sources/**"]),
                .target(name: "FeatureCartTests", product: .unitTests, sources: ["Tests/**"]),
                .target(name: "FeatureCart", product: .staticFramework, sources: ["Feature/Sources/**"]),
            ]
        )
        """
        let map = ModuleMap.detect(rootName: "Shop",
                                   filePaths: ["Projects/Cart/Feature/Sources/CartBuilder.swift"],
                                   packageManifests: [("Projects/Cart/Project.swift", manifest)])
        XCTAssertEqual(map.module(ofPath: "Projects/Cart/Feature/Sources/CartBuilder.swift"), "FeatureCart")
        XCTAssertEqual(map.module(ofPath: "Projects/Cart/Example/Sources/AppDelegate.swift"), "FeatureCartExample")
        XCTAssertEqual(map.module(ofPath: "Projects/Cart/Tests/CartTests.swift"), "FeatureCartTests")
        // Files of the project folder outside every glob still belong to the project.
        XCTAssertEqual(map.module(ofPath: "Projects/Cart/Scripts/gen.swift"), "FeatureCart")
        XCTAssertEqual(map.module(ofPath: "Other/Loose.swift"), "Shop")
    }

    /// Read through the lexer: a commented-out target and a target name inside a string are no
    /// targets.
    func testTuistCommentsAndStringsAreNotTargets() {
        let manifest = """
        // .target(name: "Old", sources: ["Old/**"]),
        /* Target(name: "Older", sources: ["Older"]) */
        let note = ".target(name: \\"Fake\\", sources: [\\"Fake/**\\"])"
        let project = Project(name: "Basket", targets: [.target(name: "Basket", sources: ["Sources/**"])])
        """
        let map = ModuleMap.detect(rootName: "Repo", filePaths: [], packageManifests: [("Basket/Project.swift", manifest)])
        XCTAssertEqual(Set(map.folders.values), ["Basket"])
        XCTAssertEqual(map.module(ofPath: "Basket/Old/A.swift"), "Basket")
        XCTAssertEqual(map.module(ofPath: "Basket/Fake/A.swift"), "Basket")
        XCTAssertEqual(map.module(ofPath: "Basket/Sources/A.swift"), "Basket")
    }

    func testTuistTargetTypeInitialiserAndStringSources() {
        let manifest = #"let user = Target(name: "Account", product: .framework, sources: "Sources/**")"#
        let map = ModuleMap.detect(rootName: "Repo", filePaths: [],
                                   packageManifests: [("Projects/Account/Project.swift", manifest)])
        XCTAssertEqual(map.module(ofPath: "Projects/Account/Sources/Session.swift"), "Account")
    }

    /// Targets written through helpers (`env.name`, `.feature(...)`): the project folder is a module
    /// named after it, and the conventional target folders (Demo, Example, Tests, Interface, ...)
    /// are modules of their own, so that a demo app's copies of the app's classes stay apart.
    func testTuistTargetsMadeByHelpersFallBackToConventionalFolders() {
        let manifest = """
        let project = Project.makeModule(name: ModulePaths.Feature.Profile.rawValue, targets: [.demo, .interface, .unitTest])
        """
        let map = ModuleMap.detect(rootName: "Repo", filePaths: [],
                                   packageManifests: [("Projects/Feature/ProfileFeature/Project.swift", manifest)])
        XCTAssertEqual(map.module(ofPath: "Projects/Feature/ProfileFeature/Sources/ProfileBuilder.swift"), "ProfileFeature")
        XCTAssertEqual(map.module(ofPath: "Projects/Feature/ProfileFeature/Demo/Sources/AppDelegate.swift"), "ProfileFeatureDemo")
        XCTAssertEqual(map.module(ofPath: "Projects/Feature/ProfileFeature/Interface/ProfileBuildable.swift"), "ProfileFeatureInterface")
        XCTAssertEqual(map.module(ofPath: "Projects/Feature/ProfileFeature/Tests/ProfileTests.swift"), "ProfileFeatureTests")
    }

    /// Whatever bytes a Project.swift holds, reading it never traps and never claims a folder
    /// outside the project's own (seeded, so a failure reproduces).
    func testArbitraryProjectFileContentsStayInsideTheProjectFolder() {
        var generator = SplitMix64(seed: 0x5EED)
        let pieces = [".target(", "Target(", "name:", "sources:", "\"", "[", "]", "(", ")", "**", "/", "x", " ", "..", "Project("]
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int(generator.next() % 40) { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let map = ModuleMap.detect(rootName: "Repo", filePaths: [], packageManifests: [("P/Project.swift", text)])
            for folder in map.folders.keys {
                XCTAssertTrue(folder == "P" || folder.hasPrefix("P/"), "\(folder) from \(text)")
            }
        }
    }
}
