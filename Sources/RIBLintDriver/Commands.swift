import Foundation
import RIBLintAST
import RIBLintCore
import RIBLintLexer
import RIBLintModel
import RIBLintReport
import RIBLintRules

/// What the commands print, as pure functions of their inputs, so that the CLI stays a thin
/// shell over them and tests can call them directly.
public enum Commands {
    public static func reportInput(_ result: LintResult, dashboard: DashboardContext = DashboardContext()) -> ReportInput {
        var input = ReportInput(
            findings: result.findings,
            summary: ReportSummary(files: result.fileCount, lines: result.lineCount, ribs: result.ribs.count,
                                   durationMs: result.durationMs),
            ribs: result.ribs.map { ReportRIB(name: $0.name, parents: $0.parents, children: $0.children, files: $0.files) },
            rules: RuleRegistry.metadata,
            toolVersion: RIBLintVersion.current)
        input.dashboard = dashboard
        input.ribDetails = result.ribDetails
        return input
    }

    /// The text of a line of a reported file, read on first use (the HTML report shows each
    /// finding's line). Unreadable files give nil.
    public static func lineReader() -> @Sendable (String, Int) -> String? {
        let cache = LineCache()
        return { path, line in cache.line(path, line) }
    }

    /// The JSON report's dashboard context: the owners of every file of a finding or a RIB, from
    /// the CODEOWNERS file of the scanned root's repository (looked for in the scanned root, then
    /// in each folder above it up to the one holding `.git`), and the baseline comparison.
    public static func dashboardContext(_ result: LintResult, paths: [String], baseline: BaselineComparison? = nil) -> DashboardContext {
        var context = DashboardContext(baseline: baseline)
        guard let cwd = SourceDiscovery.currentDirectory(),
              let (file, root) = findCodeOwners(from: absolute(Project.scannedRoot(paths), cwd: cwd)),
              let text = try? FileIO.readText(file, limit: 1 << 20) else { return context }
        let owners = CodeOwners(text: text)
        context.codeOwnersFile = SourceDiscovery.normalize(file)
        let files = Set(result.findings.map(\.file) + result.ribs.flatMap(\.files))
        for path in files {
            let full = absolute(path, cwd: cwd)
            guard full.hasPrefix(root + "/") else { continue }
            let found = owners.owners(of: String(full.dropFirst(root.count + 1)))
            if !found.isEmpty { context.ownersOfFile[path] = found }
        }
        return context
    }

    /// The CODEOWNERS file and its repository root, searching `start` and the folders above it.
    static func findCodeOwners(from start: String) -> (file: String, root: String)? {
        var folder = start
        while true {
            for location in CodeOwners.locations where FileManager.default.fileExists(atPath: folder + "/" + location) {
                return (folder + "/" + location, folder)
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if FileManager.default.fileExists(atPath: folder + "/.git") || parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
    }

    private static func absolute(_ path: String, cwd: String) -> String {
        let joined = path.hasPrefix("/") ? path : (path == "." ? cwd : cwd + "/" + path)
        return (joined as NSString).standardizingPath
    }

    /// Exit status of a lint run: 1 when an error (or, with `strict`, a warning) remains.
    public static func exitStatus(_ findings: [Finding], strict: Bool) -> Int32 {
        let failing = findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        return failing ? 1 : 0
    }

    /// `riblint rules`: one line per rule.
    public static func rulesListing() -> String {
        let rules = RuleRegistry.all.map { $0.description }
        let width = (rules.map(\.id.count) + [RuleRegistry.unusedSuppressionId.count]).max() ?? 0
        var lines = rules.sorted { $0.id < $1.id }.map { rule in
            rule.id.padding(to: width) + "  " + rule.defaultSeverity.rawValue.padding(to: 7) + "  " + rule.summary
        }
        let unused = RuleMetadata.unusedSuppression
        lines.append(unused.id.padding(to: width) + "  " + unused.defaultSeverity.rawValue.padding(to: 7) + "  " + unused.summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// docs/rules.md: every rule's description, rationale and examples, from the same values that
    /// `explain` prints (a test keeps the file in step).
    public static func rulesMarkdown() -> String {
        var text = """
            # Rules

            Generated from the rules' own descriptions by `riblint rules --format markdown`; do not \
            edit by hand. `riblint explain RULE` prints the same text for one rule.

            | id | default severity | finds |
            | --- | --- | --- |

            """
        let rules = RuleRegistry.all.map { $0.description }.sorted { $0.id < $1.id }
        for rule in rules {
            text += "| [`\(rule.id)`](#\(anchor(rule.id))) | \(rule.defaultSeverity.rawValue) | \(rule.summary) |\n"
        }
        let unused = RuleMetadata.unusedSuppression
        text += "| [`\(unused.id)`](#\(anchor(unused.id))) | \(unused.defaultSeverity.rawValue) | \(unused.summary) |\n"
        for rule in rules {
            text += "\n## \(rule.id)\n\nDefault severity: \(rule.defaultSeverity.rawValue). \(rule.summary.prefix(1).uppercased() + rule.summary.dropFirst()).\n\n\(rule.rationale)\n"
            if !rule.options.isEmpty {
                text += "\nOptions (`rules.json`, `rules.\"\(rule.id)\".options`):\n\n"
                for (key, value) in rule.options.sorted(by: { $0.key < $1.key }) { text += "- `\(key)`: default `\(value.jsonText)`\n" }
            }
            for example in rule.triggeringExamples {
                text += "\nTriggers (`↓` marks where the finding points):\n\n```swift\n\(example.code.trimmingTrailingNewlines())\n```\n"
            }
            for example in rule.nonTriggeringExamples {
                text += "\nDoes not trigger:\n\n```swift\n\(example.code.trimmingTrailingNewlines())\n```\n"
            }
        }
        text += "\n## \(unused.id)\n\nDefault severity: \(unused.defaultSeverity.rawValue). \(unused.rationale)\n"
        return text
    }

    private static func anchor(_ id: String) -> String {
        id.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" }
    }

    /// `riblint explain RULE`: what it finds, why, and its examples.
    public static func explanation(ruleId: String) -> String? {
        if ruleId == RuleRegistry.unusedSuppressionId {
            let rule = RuleMetadata.unusedSuppression
            return "\(rule.id) (\(rule.defaultSeverity.rawValue))\n\n\(rule.summary)\n\n\(rule.rationale)\n"
        }
        guard let rule = RuleRegistry.rule(id: ruleId)?.description else { return nil }
        var text = "\(rule.id) (default severity: \(rule.defaultSeverity.rawValue))\n\n\(rule.summary)\n\n\(rule.rationale)\n"
        if let bad = rule.triggeringExamples.first {
            text += "\nBad (↓ marks where the finding points):\n\n" + indent(bad.code) + "\n"
        }
        if let good = rule.nonTriggeringExamples.first {
            text += "\nGood:\n\n" + indent(good.code) + "\n"
        }
        if !rule.options.isEmpty {
            text += "\nOptions (rules.json):\n"
            for (key, value) in rule.options.sorted(by: { $0.key < $1.key }) {
                text += "  \(key): \(value.jsonText)\n"
            }
        }
        return text
    }

    private static func indent(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
            .trimmingTrailingNewlines()
    }

    /// The model of the files under `paths`, for `tree` and `graph`.
    /// Files skipped (too large, not regular) are named on standard error.
    public static func model(paths given: [String], configPath: String?, jobs: Int) throws -> ProjectModel {
        // No path means the current folder, as for `lint`.
        let paths = given.isEmpty ? ["."] : given
        let configuration = try Project.configuration(paths: paths, configPath: configPath)
        let (sources, modules, notices) = try Project.sources(paths: paths, configuration: configuration, jobs: jobs)
        for notice in notices { FileIO.writeStandardError("riblint: \(notice)\n") }
        let parsed = Linter.parse(sources, jobs: jobs, cache: nil, relevance: configuration.framework)
        for item in parsed.notices { FileIO.writeStandardError("riblint: \(item.notice)\n") }
        return ProjectModel.build(files: parsed.files, modules: modules, vocabulary: configuration.framework, jobs: jobs)
    }

    /// `riblint debug tokens FILE`.
    public static func debugTokens(path: String, json: Bool) throws -> String {
        let source = try readSource(path)
        let lexed = Lexer.lex(source.bytes)
        return json ? TokenDump.json(lexed, source: source) : TokenDump.text(lexed, source: source)
    }

    /// `riblint debug ast FILE`.
    public static func debugAST(path: String, json: Bool) throws -> String {
        let source = try readSource(path)
        let file = SyntaxParser.parse(source)
        return json ? ASTDump.json(file) : ASTDump.text(file)
    }

    private static func readSource(_ path: String) throws -> SourceBuffer {
        do {
            return SourceBuffer(path: path, bytes: try FileIO.read(path, limit: FileIO.sourceSizeLimit))
        } catch {
            throw RunError.io("\(error)")
        }
    }

    /// The text of the pre-commit hook `install-hook` writes; the marker line lets a later
    /// `install-hook` recognise its own hook.
    public static let hookMarker = "# riblint pre-commit hook"

    /// `text` as one sh word that stands for itself: in single quotes, where nothing is special,
    /// with each `'` written as `'\''` (close the quotes, an escaped quote, reopen them).
    public static func shellQuoted(_ text: String) -> String {
        var quoted = "'"
        for character in text {
            if character == "'" { quoted += #"'\''"# } else { quoted.append(character) }
        }
        return quoted + "'"
    }

    /// The executable's path goes in single quotes (see `shellQuoted`), so that no character of
    /// it (`"`, `$(...)`, backticks, spaces) is interpreted by sh.
    public static func hookScript(executable: String) -> String {
        """
        #!/bin/sh
        \(hookMarker) (written by `riblint install-hook`; `riblint install-hook --force` rewrites it)
        # Lints the staged content of staged files, with the rest of the tree as context.
        if [ -z "${RIBLINT:-}" ]; then
          RIBLINT=\(shellQuoted(executable))
        fi
        if ! command -v "$RIBLINT" >/dev/null 2>&1 && [ ! -x "$RIBLINT" ]; then
          echo "riblint: $RIBLINT not found; set RIBLINT to its path or reinstall the hook" >&2
          exit 1
        fi
        exec "$RIBLINT" lint --staged

        """
    }
}

private extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func trimmingTrailingNewlines() -> String {
        var result = self
        while result.hasSuffix("\n") { result.removeLast() }
        return result
    }
}

/// Files read for their lines, once each.
final class LineCache: @unchecked Sendable {
    private var buffers: [String: SourceBuffer?] = [:]
    private let lock = NSLock()

    func line(_ path: String, _ line: Int) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if buffers[path] == nil {
            buffers[path] = (try? FileIO.read(path, limit: FileIO.sourceSizeLimit)).map { SourceBuffer(path: path, bytes: $0) }
        }
        guard let buffer = buffers[path] ?? nil else { return nil }
        let text = buffer.lineText(line)
        return text.isEmpty ? nil : text
    }
}
