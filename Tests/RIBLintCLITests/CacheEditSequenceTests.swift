import Foundation
import RIBLintTestSupport
import SeededRandom
import XCTest

/// Every layer of the cache at once (folder listings, file records, the records' shortcut, the
/// model outcome, the syntax pack) on a seeded sequence of edits to the demo app: after each
/// edit, a cached run reports exactly what a run without a cache does.
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
        for step in 0..<16 {
            let edit: String
            switch random.below(8) {
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
        // The sequence must go through each path, or it would prove less than it seems to.
        XCTAssertGreaterThan(shortcuts, 0)
        XCTAssertGreaterThan(reuses, 0)
        XCTAssertGreaterThan(rebuilds, 0)
    }
}
