import ArgumentParser
import Foundation
import RIBLintCore
import RIBLintDriver
import RIBLintModel
import RIBLintReport
import RIBLintRules

/// Exit statuses (SPEC section 7): 0 clean, 1 failing findings, 2 usage/configuration/I-O error.
enum Status {
    static let findings: Int32 = 1
    static let error: Int32 = 2
}

struct RIBLint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "riblint",
        abstract: "A linter for the RIBs architecture: leaks, lifecycle confinement, upward Rx subscriptions and dependencies.",
        version: RIBLintVersion.current,
        subcommands: [Lint.self, Report.self, Tree.self, Graph.self, Rules.self, Explain.self, BaselineCommand.self, InstallHook.self, Debug.self,
                      ObjCWorkerCommand.self],
        defaultSubcommand: Lint.self
    )
}

struct CommonOptions: ParsableArguments {
    @Argument(help: "Files or folders of the app (default: the working directory).")
    var paths: [String] = []

    @Option(name: .customLong("config"), help: "The rules.json to use (default: rules.json in the scanned root, over the built-in defaults).")
    var configPath: String?

    // `.unconditional`: `--jobs -3` reads -3 (and says it must be at least 1), not a missing value.
    // Optional, so that help says "all cores" rather than this machine's count.
    @Option(name: .customLong("jobs"), parsing: .unconditional, help: "Worker threads (default: all cores).")
    var requestedJobs: Int?

    var jobs: Int { requestedJobs ?? ProcessCount.activeProcessors }

    func validate() throws {
        if paths.contains("") { throw ValidationError("a path is empty") }
        if configPath == "" { throw ValidationError("--config needs a file path, not an empty string") }
        if let requestedJobs, requestedJobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }
}

struct CacheOptions: ParsableArguments {
    @Flag(name: .customLong("no-cache"), help: "Neither read nor write the cache.")
    var noCache = false

    @Option(name: .customLong("cache-path"),
            help: "The cache folder (default: .build/riblint-cache in the scanned root if it has .build, else the user cache folder).")
    var cachePath: String?

    func validate() throws {
        if cachePath == "" { throw ValidationError("--cache-path needs a folder path, not an empty string") }
    }

    var mode: CacheMode {
        if noCache { return .disabled }
        if let cachePath { return .directory(cachePath) }
        return .automatic
    }
}

// Every command names itself: otherwise ArgumentParser derives each name from the type's name
// through reflection when it builds the command tree, on every run (2 ms of each start).
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lint", abstract: "Lint Swift and Objective-C sources (the default command).")

    @OptionGroup var common: CommonOptions

    @Option(help: "text, json, sarif, github, checkstyle or html (one self-contained page: the RIB tree and findings per RIB).")
    var reporter: String = "text"

    @Option(help: "Write the report to this file (atomically) instead of standard output.")
    var output: String?

    @Option(help: "Report only findings whose fingerprint is not in this baseline file.")
    var baseline: String?

    @Flag(help: "Pre-commit mode: report findings in staged files only, reading their staged content.")
    var staged = false

    @Flag(help: "Warnings fail the run too.")
    var strict = false

    @Flag(help: "Print how many findings each rule has, most first, instead of the findings (text reporter).")
    var statistics = false

    @OptionGroup var cache: CacheOptions

    func validate() throws {
        if statistics && reporter != "text" { throw ValidationError("--statistics goes with the text reporter, not '\(reporter)'") }
        guard ReporterKind(rawValue: reporter) != nil else {
            throw ValidationError("unknown reporter '\(reporter)': use one of \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if output == "" { throw ValidationError("--output needs a file path, not an empty string") }
        if baseline == "" { throw ValidationError("--baseline needs a file path, not an empty string") }
    }

    func run() throws {
        var overrides: [String: [UInt8]]?
        var removed: Set<String> = []
        if staged {
            let index = try Git.staged(extensions: [".swift", ".h", ".m", ".mm"])
            overrides = index.files
            removed = index.deleted
        }
        var request = LintRequest(paths: common.paths, configPath: common.configPath, jobs: common.jobs, overrides: overrides,
                                  removed: removed, cache: cache.mode)
        request.collectsRIBDetails = reporter == ReporterKind.html.rawValue
        var (result, _) = try Project.lint(request)
        var comparison: BaselineComparison?
        if let baseline {
            let known = try Baseline.read(path: baseline)
            let fresh = known.filter(result.findings)
            let found = Set(result.findings.map(\.fingerprint))
            comparison = BaselineComparison(new: fresh.count, fixed: known.fingerprints.subtracting(found).count,
                                            unchanged: result.findings.count - fresh.count)
            result.findings = fresh
        }
        for notice in result.notices { FileIO.writeStandardError("riblint: \(notice)\n") }
        let kind = ReporterKind(rawValue: reporter)!
        let colored = kind == .text && output == nil && isatty(STDOUT_FILENO) != 0
        let dashboard = kind == .json ? Profile.measure("dashboard") { Commands.dashboardContext(result, paths: common.paths, baseline: comparison) } : DashboardContext()
        var input = Commands.reportInput(result, dashboard: dashboard)
        if kind == .html { input.lineText = Commands.lineReader() }
        let text = Profile.measure("report") {
            statistics ? TextReporter(colored: colored).statistics(input) : kind.makeReporter(colored: colored).render(input)
        }
        try ReportWriter.write(text, to: output)
        let status = Commands.exitStatus(result.findings, strict: strict)
        if status != 0 { throw ExitCode(status) }
    }
}

/// `riblint report`: `lint --reporter html` under the name users look for.
struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write the HTML report: the RIB tree as a picture, each RIB's findings, parts and requirements, a summary.")
    @OptionGroup var common: CommonOptions
    @Option(help: "The HTML file to write (atomically); standard output when not given.")
    var output: String?
    @OptionGroup var cache: CacheOptions

    func validate() throws {
        if output == "" { throw ValidationError("--output needs a file path, not an empty string") }
    }

    func run() throws {
        var request = LintRequest(paths: common.paths, configPath: common.configPath, jobs: common.jobs, cache: cache.mode)
        request.collectsRIBDetails = true
        let (result, _) = try Project.lint(request)
        for notice in result.notices { FileIO.writeStandardError("riblint: \(notice)\n") }
        var input = Commands.reportInput(result)
        input.lineText = Commands.lineReader()
        try ReportWriter.write(HTMLReporter().render(input), to: output)
    }
}

struct Tree: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: "Print the RIB tree.",
        discussion: "Viewless RIBs are marked in every format: `(viewless)` in text, dashed in dot and mermaid, `\"viewless\": true` in JSON.")
    @OptionGroup var common: CommonOptions
    @Option(help: "text, json, dot or mermaid.")
    var format: String = "text"

    @Option(help: "Show only this RIB and the RIBs below it.")
    var under: String?

    @Option(help: "Leave out these RIBs and everything only they lead to (comma-separated; may be repeated).")
    var exclude: [String] = []

    @Flag(help: "Add each RIB's summary: the first line of the doc comment on its builder.")
    var summaries = false

    func validate() throws {
        if under == "" { throw ValidationError("--under needs a RIB name") }
    }

    func run() throws {
        guard let format = TreeFormat(rawValue: format) else {
            throw ValidationError("unknown format '\(format)': use text, json, dot or mermaid")
        }
        let excluded = Set(exclude.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        let model = try Commands.model(paths: common.paths, configPath: common.configPath, jobs: common.jobs)
        let options = TreeOptions(under: under, excluded: excluded, summaries: summaries)
        do {
            try FileIO.writeStandardOutput(try TreeRendering.render(model, format: format, options: options))
        } catch let error as UnknownRIBError {
            throw ValidationError(error.description)
        }
    }
}

struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "graph", abstract: "Print the dependency-injection graph: requirements and their providers.")
    @OptionGroup var common: CommonOptions
    @Option(help: "text, json or dot.")
    var format: String = "text"

    func run() throws {
        guard let format = GraphFormat(rawValue: format) else {
            throw ValidationError("unknown format '\(format)': use text, json or dot")
        }
        let model = try Commands.model(paths: common.paths, configPath: common.configPath, jobs: common.jobs)
        try FileIO.writeStandardOutput(GraphRendering.render(model, format: format))
    }
}

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List every rule with its default severity and what it finds.")
    @Option(help: "text or markdown (the docs/rules.md page).")
    var format: String = "text"

    func run() throws {
        switch format {
        case "text": try FileIO.writeStandardOutput(Commands.rulesListing())
        case "markdown": try FileIO.writeStandardOutput(Commands.rulesMarkdown())
        default: throw ValidationError("unknown format '\(format)': use text or markdown")
        }
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Explain a rule: what it finds, why, a bad and a good example.")
    @Argument(help: "A rule id, e.g. leak/strong-listener.")
    var rule: String

    func run() throws {
        guard let text = Commands.explanation(ruleId: rule) else {
            throw ValidationError("unknown rule '\(rule)'; `riblint rules` lists them")
        }
        try FileIO.writeStandardOutput(text)
    }
}

struct BaselineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "baseline", abstract: "Record today's findings so that only new ones are reported.")
    @OptionGroup var common: CommonOptions
    @Option(help: "The baseline file to write.")
    var output: String
    @OptionGroup var cache: CacheOptions

    func validate() throws {
        if output == "" { throw ValidationError("--output needs a file path, not an empty string") }
    }

    func run() throws {
        let (result, _) = try Project.lint(LintRequest(paths: common.paths, configPath: common.configPath, jobs: common.jobs,
                                                       cache: cache.mode))
        try Baseline(findings: result.findings).write(to: output)
        FileIO.writeStandardError("riblint: recorded \(result.findings.count) finding(s) in \(output)\n")
    }
}

struct InstallHook: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "install-hook", abstract: "Write a git pre-commit hook that runs `riblint lint --staged`.")
    @Flag(help: "Overwrite a pre-commit hook that riblint did not write.")
    var force = false

    func run() throws {
        let hooks = try Git.hooksDirectory()
        let path = hooks + "/pre-commit"
        if let existing = try? String(contentsOfFile: path, encoding: .utf8), !existing.contains(Commands.hookMarker), !force {
            throw RunError.io("\(path) exists and was not written by riblint; rerun with --force to replace it")
        }
        try FileManager.default.createDirectory(atPath: hooks, withIntermediateDirectories: true)
        let executable = CommandLine.arguments[0].hasPrefix("/") ? CommandLine.arguments[0]
            : FileManager.default.currentDirectoryPath + "/" + CommandLine.arguments[0]
        try FileIO.writeAtomically(Commands.hookScript(executable: executable), to: path)
        guard chmod(path, 0o755) == 0 else { throw RunError.io("cannot make \(path) executable") }
        try FileIO.writeStandardOutput("riblint: installed \(path)\n")
    }
}

struct Debug: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "debug", abstract: "Show what riblint reads: tokens or the lightweight AST of a file.",
                                                    subcommands: [Tokens.self, AST.self])

    struct Tokens: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "tokens")
        @Argument var file: String
        @Option(help: "text or json.") var format: String = "text"
        func run() throws { try FileIO.writeStandardOutput(try Commands.debugTokens(path: file, json: format == "json")) }
    }

    struct AST: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "ast")
        @Argument var file: String
        @Option(help: "text or json.") var format: String = "text"
        func run() throws { try FileIO.writeStandardOutput(try Commands.debugAST(path: file, json: format == "json")) }
    }
}

/// `riblint objc-worker`: parses Objective-C for another riblint (see `ObjCIsolation`).
struct ObjCWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "objc-worker", shouldDisplay: false)
    func run() throws { Foundation.exit(ObjCIsolation.serve()) }
}

Linter.leaksModelAtExit = true
#if canImport(Glibc)
// By default glibc gives a thread's freed memory back to the system once 128 KiB lie free at the top
// of its heap, and then takes it back page by page as the next phase allocates: on the 600-RIB
// app a run made 13,000 `mprotect` calls, and a re-run's decoding kept only 1.3 of its 2 threads
// busy. A run is short, so freed memory is kept for reuse and the heap grows in large steps:
// 6 to 11 % less CPU, for 1 to 1.5 MB more peak RSS (docs/performance.md).
_ = glibcMallopt(-1, 256 << 20)  // M_TRIM_THRESHOLD (malloc.h, which the Glibc module leaves out)
_ = glibcMallopt(-2, 64 << 20)  // M_TOP_PAD
// Small blocks freed go to the thread's cache and are merged with their neighbours as they are
// freed, rather than piling up in "fast bins" that the next large request merges all at once:
// after parsing, that merge of the freed syntax of the files no RIB reaches took 8 to 10 ms on
// one thread of the 600-RIB app while the other waited, for the same instructions in all.
_ = glibcMallopt(1, 0)  // M_MXFAST
#endif
// libclang runs in worker processes of this same executable, so that it cannot take the run down.
// On Linux /proc/self/exe is this very file even if a build has replaced it on disk since.
ObjCIsolation.executable = FileManager.default.isExecutableFile(atPath: "/proc/self/exe") ? "/proc/self/exe" : Bundle.main.executablePath

// ArgumentParser exits with 64 on usage errors; riblint's contract is 2.
do {
    // `--config=` (nothing after `=`) is the same as `--config ""`, which validation names
    // clearly; ArgumentParser itself reports it as a missing value.
    // Not after a bare `--`, which ends the options.
    var optionsEnded = false
    let arguments = CommandLine.arguments.dropFirst().flatMap { argument -> [String] in
        if argument == "--" { optionsEnded = true }
        return !optionsEnded && argument.hasPrefix("--") && argument.hasSuffix("=") && argument.filter({ $0 == "=" }).count == 1
            ? [String(argument.dropLast()), ""] : [argument]
    }
    var command = try RIBLint.parseAsRoot(arguments)
    try command.run()
} catch let exit as ExitCode {
    Foundation.exit(exit.rawValue)
} catch let error as RunError {
    FileIO.writeStandardError("riblint: error: \(error.description)\n")
    Foundation.exit(Status.error)
} catch let error as FileIOError {
    FileIO.writeStandardError("riblint: error: \(error.description)\n")
    Foundation.exit(Status.error)
} catch let error as ConfigurationError {
    FileIO.writeStandardError("riblint: error: \(error.description)\n")
    Foundation.exit(Status.error)
} catch let error as Git.Failure {
    FileIO.writeStandardError("riblint: error: \(error.description)\n")
    Foundation.exit(Status.error)
} catch {
    let code = RIBLint.exitCode(for: error)
    if code == .success {
        // --help and --version: a failed write is an error too.
        do {
            try FileIO.writeStandardOutput(RIBLint.fullMessage(for: error) + "\n")
        } catch {
            FileIO.writeStandardError("riblint: error: \(error)\n")
            Foundation.exit(Status.error)
        }
        Foundation.exit(0)
    }
    FileIO.writeStandardError(RIBLint.fullMessage(for: error) + "\n")
    Foundation.exit(Status.error)
}

#if canImport(Glibc)
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
