import RIBLintModel
import XCTest

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
    }
}
