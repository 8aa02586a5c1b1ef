import Foundation
import RIBLintTestSupport
import SeededRandom
import XCTest

/// Every layer of the cache at once (folder listings, file records, the records' shortcut, the
/// model outcome, the syntax pack) on a seeded sequence of edits to the demo app (comments,
/// declarations, statements inside bodies, renames, new and deleted files, new parts that
/// regroup a RIB): after each edit, a cached run reports exactly what a run without a cache does.
final class CacheEditSequenceTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try CLIRunner.temporaryDirectory()
        let demo = FixtureProjects.packageRoot.appendingPathComponent("Fixtures/DemoApp")
        try FileManager.default.copyItem(at: demo, to: root.appendingPathComponent("App"))
        // Two files no RIB reaches, for edits the model cannot see.
        try write("App/Strings/Texts.swift", "enum Texts {\n    static let title = \"Ride\"\n}\n")
        try write("App/Strings/Flags.swift", "enum Flags {}\n")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String, _ text: String) throws {
        try CLIRunner.write(text, to: path, under: root)
    }

    private func append(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try write(path, try String(contentsOf: url, encoding: .utf8) + text)
    }

    /// Rewrites a file's lines; `change` returns false when it found nothing to change.
    private func rewrite(_ path: String, _ change: (inout [String]) -> Bool) throws {
        let url = root.appendingPathComponent(path)
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        if change(&lines) { try write(path, lines.joined(separator: "\n")) } else { try append(path, "// unchanged\n") }
    }

    private func lint(cached: Bool) throws -> (report: String, profile: String) {
        let cache = cached ? ["--cache-path", root.appendingPathComponent("cache").path] : ["--no-cache"]
        let output = try CLIRunner.run(["lint", "App", "--reporter", "json"] + cache, in: root,
                                       environment: ["RIBLINT_PROFILE": "1", "RIBLINT_CACHE_RACY_SECONDS": "0"])
        XCTAssertTrue(output.status == 0 || output.status == 1, output.stderr)
        let report = output.stdout.split(separator: "\n").filter { !$0.contains("\"durationMs\"") }.joined(separator: "\n")
        return (report, output.stderr)
    }

    func testSeededEditsGiveTheReportsOfRunsWithoutACache() throws {
        var random = SplitMix64(seed: 2026_11_27)
        let swiftFiles = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("App").path)
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Strings/") }.sorted().map { "App/" + $0 }
        var present = swiftFiles.filter { !$0.hasSuffix("ActiveRideRouter.swift") }
        _ = try lint(cached: true)
        var shortcuts = 0
        var reuses = 0
        var rebuilds = 0
        // Each kind of edit once, in a seeded order, then seeded draws.
        let kindCount = 11
        var order = Array(0..<kindCount)
        for index in order.indices.reversed() { order.swapAt(index, random.below(index + 1)) }
        var kinds: Set<Int> = []
        for step in 0..<28 {
            let edit: String
            let kind = step < order.count ? order[step] : random.below(kindCount)
            kinds.insert(kind)
            switch kind {
            case 0, 1:
                try append("App/Strings/Texts.swift", "// note \(step)\n")
                edit = "a comment in a file no RIB reaches"
            case 2:
                try append("App/Strings/Texts.swift", "enum Extra\(step) {}\n")
                edit = "a declaration in a file no RIB reaches"
            case 3:
                let file = present[random.below(present.count)]
                try append(file, "// edited \(step)\n")
                edit = "a comment in \(file)"
            case 4:
                try write("App/Added\(step)/Note\(step).swift", "enum Note\(step) {}\n")
                edit = "a new folder and file"
            case 5 where present.count > 40:
                let file = present.remove(at: random.below(present.count))
                try FileManager.default.removeItem(at: root.appendingPathComponent(file))
                edit = "\(file) deleted"
            case 6:
                // Moves the router's findings a line down, and changes no name in it.
                let router = "App/ActiveRide/ActiveRideRouter.swift"
                try write(router, "\n" + (try String(contentsOf: root.appendingPathComponent(router), encoding: .utf8)))
                edit = "a line break before everything in \(router)"
            case 7:
                // Inside a body: no declaration changes, the lines below move down.
                let interactors = present.filter { $0.hasSuffix("Interactor.swift") }
                let file = interactors[random.below(interactors.count)]
                try rewrite(file) { lines in
                    guard let index = lines.firstIndex(where: { $0.contains("func ") && $0.hasSuffix("{") }) else { return false }
                    lines.insert("        _ = \(step)", at: index + 1)
                    return true
                }
                edit = "a statement in a method of \(file)"
            case 8:
                // A declaration renamed in its own file only: what named it elsewhere no longer
                // finds it, and the RIB it belonged to may lose a part.
                let file = present[random.below(present.count)]
                try rewrite(file) { lines in
                    for (index, line) in lines.enumerated() {
                        for keyword in ["class ", "protocol ", "struct ", "enum "] {
                            guard let range = line.range(of: keyword) else { continue }
                            let rest = line[range.upperBound...]
                            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                            guard !name.isEmpty else { continue }
                            lines[index] = line.replacingCharacters(in: range.upperBound..<rest.index(rest.startIndex, offsetBy: name.count),
                                                                    with: name + "Renamed\(step)")
                            return true
                        }
                    }
                    return false
                }
                edit = "the first declaration of \(file) renamed"
            case 9:
                // A new part named after a RIB of the app: grouping by name may take it in.
                try write("App/Extra\(step)/ActiveRideExtra\(step)Interactor.swift",
                          "import RIBs\n\nfinal class ActiveRideExtra\(step)Interactor: Interactor {}\n")
                edit = "a new interactor named after ActiveRide"
            default:
                try append("App/Strings/Flags.swift", "// riblint:disable-next-line leak/strong-listener\nlet flag\(step) = 1\n")
                edit = "a suppression that suppresses nothing"
            }
            let cached = try lint(cached: true)
            XCTAssertEqual(cached.report, try lint(cached: false).report, "step \(step): \(edit)\n\(cached.profile)")
            if cached.profile.contains("the records show that no file the model reads changed") {
                shortcuts += 1
            } else if cached.profile.contains("model: reused") {
                reuses += 1
            } else {
                rebuilds += 1
            }
        }
        // The sequence must go through each path, and make each kind of edit, or it would prove
        // less than it seems to.
        XCTAssertEqual(kinds, Set(0..<kindCount))
        XCTAssertGreaterThan(shortcuts, 0)
        XCTAssertGreaterThan(reuses, 0)
        XCTAssertGreaterThan(rebuilds, 0)
    }
}
