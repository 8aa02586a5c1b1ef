import Foundation
import RIBLintCore
import RIBLintDriver
import RIBLintModel

/// Fixture projects on disk: each is linted as its own project (with its own `rules.json` if it
/// has one), and its findings are compared with the `// expect:` markers in its files.
public enum FixtureProjects {
    /// The package root, found from this file's path.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The projects under `folder` (relative to the package root): every directory that holds a
    /// file directly, not looking further down once one is found. `README.md` files do not count.
    public static func projects(under folder: String) -> [String] {
        var result: [String] = []
        func visit(_ url: URL, depth: Int) {
            guard let entries = try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: [.isDirectoryKey]) else { return }
            let files = entries.filter { !(try! $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory ?? false) && $0.lastPathComponent != "README.md" }
            if !files.isEmpty && depth > 0 {
                result.append(url.path)
                return
            }
            for entry in entries.sorted(by: { $0.path < $1.path }) where (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                visit(entry, depth: depth + 1)
            }
        }
        visit(packageRoot.appendingPathComponent(folder), depth: 0)
        return result
    }

    public struct Outcome {
        public var findings: [Finding]
        public var expected: [Expectation]
        public var differences: [String]
        public var fileCount: Int
        /// The RIB tree the run reported.
        public var ribs: [RIBSummary]
    }

    /// Lints one project directory and compares with its markers.
    /// `readWhenLexed`: the linter reads each file itself (`SourceInput.onDisk`), as `riblint lint` does.
    public static func check(_ directory: String, jobs: Int = 1, skimming: Bool = true, readWhenLexed: Bool = false) throws -> Outcome {
        let configuration = try Project.configuration(paths: [directory], configPath: nil)
        let (sources, modules, _) = try Project.sources(paths: [directory], configuration: configuration, jobs: jobs)
        let inputs = readWhenLexed ? sources.map { SourceInput.onDisk($0.path) } : sources
        let result = Linter.lint(inputs, configuration: configuration, modules: modules, jobs: jobs, skimming: skimming)
        let expected = sources.flatMap { Expectation.parse(file: $0.path, text: String(decoding: $0.bytes, as: UTF8.self)) }
        return Outcome(findings: result.findings, expected: expected,
                       differences: Expectation.differences(findings: result.findings, expected: expected),
                       fileCount: sources.count, ribs: result.ribs)
    }
}
