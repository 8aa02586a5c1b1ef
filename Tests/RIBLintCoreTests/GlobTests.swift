import Foundation
@testable import RIBLintCore
import XCTest
import SeededRandom

final class GlobTests: XCTestCase {
    private func assertMatches(_ pattern: String, _ paths: [String], isDirectory: Bool = false,
                               file: StaticString = #filePath, line: UInt = #line) {
        for path in paths {
            XCTAssertTrue(Glob.matches(pattern: pattern, path: path, isDirectory: isDirectory), "\(pattern) should match \(path)",
                          file: file, line: line)
        }
    }

    private func assertNoMatch(_ pattern: String, _ paths: [String], isDirectory: Bool = false,
                               file: StaticString = #filePath, line: UInt = #line) {
        for path in paths {
            XCTAssertFalse(Glob.matches(pattern: pattern, path: path, isDirectory: isDirectory), "\(pattern) should not match \(path)",
                           file: file, line: line)
        }
    }

    func testNameWithoutSlashMatchesAComponentAtAnyDepthAndEverythingBelow() {
        assertMatches("Pods", ["Pods", "Pods/RxSwift/Observable.swift", "Sub/Pods/x.swift", "./Pods/a.swift"])
        assertNoMatch("Pods", ["MyPods/x.swift", "PodsX/a.swift", "App/Podsfile.swift"])
        assertMatches("*Tests", ["AppTests/X.swift", "Modules/FeatureTests/Y.swift", "Tests/x.swift"])
        assertNoMatch("*Tests", ["App/TestsHelper/x.swift", "App/LoggedInTests.swift"])
        assertMatches("*Mocks.swift", ["App/LoggedInMocks.swift", "Mocks.swift"])
        assertNoMatch("*Mocks.swift", ["App/LoggedInMocks.swift.orig", "App/Mocks.swiftx"])
        assertMatches("*.generated.swift", ["A/B/Foo.generated.swift"])
        assertMatches(".build", [".build/debug/x.swift"])
    }

    func testTrailingSlashMatchesDirectoriesOnly() {
        assertMatches("Mocks/", ["App/Mocks/A.swift", "Mocks/B/C.swift"])
        assertNoMatch("Mocks/", ["App/Mocks", "App/MyMocks/A.swift"])
        assertMatches("Mocks/", ["App/Mocks", "Mocks"], isDirectory: true)
        assertNoMatch("Mocks/", ["App/Other"], isDirectory: true)
    }

    func testDoubleStarAndAnchoring() {
        assertMatches("**/*.swift", ["a.swift", "x/y/z.swift"])
        assertNoMatch("**/*.swift", ["a.m", "x/y.swiftx"])
        assertMatches("App/**/Generated", ["App/Generated/x.swift", "App/a/b/Generated/x.swift", "App/Generated"])
        assertNoMatch("App/**/Generated", ["Other/App/Generated/x.swift", "App/GeneratedX/y.swift"])
        assertMatches("/Scripts", ["Scripts/x.swift"])
        assertNoMatch("/Scripts", ["A/Scripts/x.swift"])
        assertMatches("App/*/Mock*.swift", ["App/Feature/MockA.swift"])
        assertNoMatch("App/*/Mock*.swift", ["App/Feature/Deep/MockA.swift"])
        assertMatches("**", ["anything/at/all.swift"])
        assertMatches("a/**/b/**/c", ["a/b/c", "a/x/b/y/z/c/d.swift"])
        assertNoMatch("a/**/b/**/c", ["a/c/b", "b/a/c"])
    }

    /// Seeded random one-component patterns (`*`, `?`, `[ab]`, literal bytes) and names, against
    /// a plain recursive matcher: the same answer every time, whatever the matcher's shortcuts.
    func testRandomPatternsAgreeWithAPlainMatcher() {
        var random = SplitMix64(seed: 0x61_0B_5EED)
        func next(_ bound: Int) -> Int { random.below(bound) }
        enum Piece { case star, any, set([Character]), char(Character) }
        func plain(_ pieces: ArraySlice<Piece>, _ name: Substring) -> Bool {
            guard let first = pieces.first else { return name.isEmpty }
            switch first {
            case .star:
                return (0...name.count).contains { plain(pieces.dropFirst(), name.dropFirst($0)) }
            case .any:
                return !name.isEmpty && plain(pieces.dropFirst(), name.dropFirst())
            case .set(let members):
                return name.first.map(members.contains) == true && plain(pieces.dropFirst(), name.dropFirst())
            case .char(let character):
                return name.first == character && plain(pieces.dropFirst(), name.dropFirst())
            }
        }
        let letters: [Character] = ["a", "b", "T", "s", "."]
        var matched = 0
        for _ in 0..<3_000 {
            var pieces: [Piece] = []
            var pattern = ""
            for _ in 0..<(1 + next(5)) {
                switch next(6) {
                case 0: pieces.append(.star); pattern += "*"
                case 1: pieces.append(.any); pattern += "?"
                case 2: pieces.append(.set(["a", "b"])); pattern += "[ab]"
                default:
                    let letter = letters[next(letters.count)]
                    pieces.append(.char(letter)); pattern.append(letter)
                }
            }
            // `**` is "any depth" and `.` "this folder": not name patterns.
            guard pattern != "**", pattern != "." else { continue }
            let name = String((0..<next(7)).map { _ in letters[next(letters.count)] })
            guard !name.isEmpty, name != ".", name != ".." else { continue }
            let expected = plain(pieces[...], Substring(name))
            XCTAssertEqual(GlobPattern(pattern).matches(name), expected, "\(pattern) against \(name)")
            if expected { matched += 1 }
        }
        XCTAssertGreaterThan(matched, 200, "the random cases include matches")
    }

    func testCharacterWildcardsAndSets() {
        assertMatches("a?c.swift", ["abc.swift", "aéc.swift"])
        assertNoMatch("a?c.swift", ["ac.swift", "abbc.swift"])
        assertMatches("[ab]x.swift", ["ax.swift", "bx.swift"])
        assertNoMatch("[ab]x.swift", ["cx.swift"])
        assertMatches("[!ab]x.swift", ["cx.swift"])
        assertNoMatch("[!ab]x.swift", ["ax.swift"])
        assertMatches("v[0-9].swift", ["v7.swift"])
        assertMatches(#"a\*.swift"#, ["a*.swift"])
        assertNoMatch(#"a\*.swift"#, ["ab.swift"])
        assertMatches("*a*b*c*", ["xxaxxbxxcxx"])
        assertNoMatch("*a*b*c*", ["xxcxxbxxaxx"])
    }

    func testPatternProblems() {
        XCTAssertEqual(Glob.problem(in: "[abc"), "'[' at offset 0 has no closing ']'")
        XCTAssertEqual(Glob.problem(in: ""), "an empty pattern matches nothing")
        XCTAssertNil(Glob.problem(in: "**/[a-z]*.swift"))
    }

    func testDefaultPathFilter() throws {
        let configuration = try ConfigurationLoader.load(overridePath: nil, knownRules: specRules)
        let filter = configuration.pathFilter
        XCTAssertTrue(filter.shouldLint("App/LoggedIn/LoggedInInteractor.swift"))
        XCTAssertTrue(filter.shouldLint("Legacy/LoggedInViewController.m"))
        XCTAssertFalse(filter.shouldLint("App/README.md"))
        XCTAssertFalse(filter.shouldLint("Pods/RxSwift/Observable.swift"))
        XCTAssertFalse(filter.shouldLint("AppTests/LoggedInInteractorTests.swift"))
        XCTAssertFalse(filter.shouldLint("App/LoggedIn/LoggedInMocks.swift"))
        XCTAssertFalse(filter.shouldLint("App/LoggedIn/ListenerMock.swift"))
        XCTAssertFalse(filter.shouldLint("App/Mocks/Anything.swift"))
        XCTAssertFalse(filter.shouldLint("App/NeedleGenerated.swift"))
        XCTAssertFalse(filter.shouldLint("App/DI/Root.generated.swift"))
        XCTAssertFalse(filter.shouldLint(".build/checkouts/RIBs/Interactor.swift"))
        XCTAssertTrue(filter.isExcluded(directory: "Carthage"))
        XCTAssertTrue(filter.isExcluded(directory: "App/Mocks"))
        XCTAssertTrue(filter.isExcluded(directory: "Modules/FeatureTests"))
        XCTAssertFalse(filter.isExcluded(directory: "App/LoggedIn"))
        XCTAssertTrue(PathFilter(include: [], exclude: []).shouldLint("any/file.txt"))
        XCTAssertTrue(filter.isExcluded("App/Mocks/"))
        XCTAssertTrue(filter.isExcluded("Pods/"))
        XCTAssertFalse(filter.isExcluded("App/LoggedIn/"))
        XCTAssertFalse(filter.isExcluded("App/LoggedIn/LoggedInRouter.swift"))
        XCTAssertTrue(filter.isExcluded("App/LoggedIn/LoggedInRouterMock.swift"))
    }

    /// The walk by name (`PathFilter.enter`, `shouldLint(fileNamed:in:)`) decides every folder and
    /// file as the path matchers do, for random sets of one-component patterns and random paths;
    /// a pattern anchored or spanning components turns it off.
    func testWalkingByNameAgreesWithThePathMatchers() throws {
        let componentPatterns = ["Pods", ".build", "*Tests", "*Mock.swift", "Mocks/", "*Mocks/", "*.xctemplate", "**/*.swift",
                                 "**/*.h", "*.m", "[A-C]*", "?x*", "Gen*/", "**/Foo", "a*b", "Sources/", "**/Tests/**", "./Foo.swift",
                                 "[!a-z]*.swift", "*"]
        let components = ["Sources", "Tests", "AppTests", "Pods", "Mocks", "FooMocks", "a", "ab", "axb", "Bx", "Gen", "Generated",
                          "Foo", "x.swift", "AMock.swift", "Foo.m", "B.h", "Cx.xctemplate", "ä.swift", "Foo.swift", "Sources.swift"]
        var random = SplitMix64(seed: 0x5EED_0F_FA7)
        var folderChecks = 0
        var fileChecks = 0
        var linted = 0
        for _ in 0..<400 {
            let include = (0..<random.below(3)).map { _ in random.pick(componentPatterns) }
            let exclude = (0..<random.below(5)).map { _ in random.pick(componentPatterns) }
            let filter = PathFilter(include: include, exclude: exclude)
            XCTAssertTrue(filter.walksByName, "\(include) \(exclude)")
            for _ in 0..<50 {
                let path = (0...random.below(4)).map { _ in random.pick(components) }
                var state: PathFilter.FolderState? = filter.rootState
                for depth in 0..<(path.count - 1) where state != nil {
                    let folder = path[...depth].joined(separator: "/")
                    state = filter.enter(folderNamed: path[depth], in: state!)
                    XCTAssertEqual(state == nil, filter.isExcluded(directory: folder), "\(folder) with \(include) \(exclude)")
                    folderChecks += 1
                }
                guard let folder = state else { continue }
                let file = path.joined(separator: "/")
                let byName = filter.shouldLint(fileNamed: path[path.count - 1], in: folder)
                XCTAssertEqual(byName, filter.shouldLint(file), "\(file) with \(include) \(exclude)")
                fileChecks += 1
                if byName { linted += 1 }
            }
        }
        XCTAssertGreaterThan(folderChecks, 10_000)
        XCTAssertGreaterThan(fileChecks, 5_000)
        XCTAssertGreaterThan(linted, fileChecks / 10, "both answers are common")
        XCTAssertLessThan(linted, fileChecks * 9 / 10, "both answers are common")
        for anchored in ["App/Generated", "/Scripts", "Foo/**", "**"] {
            XCTAssertFalse(PathFilter(include: [], exclude: [anchored]).walksByName, anchored)
        }
        let defaults = try ConfigurationLoader.load(overridePath: nil, knownRules: specRules).pathFilter
        XCTAssertTrue(defaults.walksByName, "the default configuration walks by name")
    }

    /// Matching stays linear in the pattern: a long path against patterns with many `*` and `**`
    /// is decided without backtracking blow-up. (The clock is the benchmark's: this checks the
    /// answers on 20,000 paths, and the work of one adversarial match by its result.)
    func testManyPathsAndAdversarialPatterns() {
        let filter = PathFilter(include: ["**/*.swift"], exclude: ["Pods", "*Tests", "Mocks/", "App/**/Generated/**", "*.generated.swift"])
        let paths = (0..<20_000).map { "Modules/Feature\($0 % 97)/Sources/Deep/Path/File\($0).swift" }
        var linted = 0
        for path in paths where filter.shouldLint(path) { linted += 1 }
        XCTAssertEqual(linted, paths.count)
        let adversarial = PathFilter(include: ["**/*.swift"], exclude: [String(repeating: "*a", count: 40) + "b"])
        XCTAssertTrue(adversarial.shouldLint(String(repeating: "a", count: 200) + ".swift"))
    }
}
