import Foundation
import PackagePlugin

/// `swift package riblint [--target NAME ...] [riblint lint options]`: lints the source folders of
/// the package's targets (all Swift source targets, or those named with --target) with the
/// package's own rules.json, if any.
@main
struct RIBLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty
            ? context.package.targets
            : try context.package.targets(named: names)
        let folders = targets.compactMap { $0 as? SourceModuleTarget }
            .filter { $0.kind != .test }
            .map { $0.directoryURL.path }
        guard !folders.isEmpty else {
            Diagnostics.warning("riblint: no source targets to lint")
            return
        }
        let tool = try context.tool(named: "riblint")
        var lintArguments = ["lint"] + extractor.remainingArguments + folders
        let config = context.package.directoryURL.appendingPathComponent("rules.json").path
        if FileManager.default.fileExists(atPath: config) && !lintArguments.contains("--config") {
            lintArguments += ["--config", config]
        }
        // The plugin's own work folder is writable inside SwiftPM's sandbox; the cache goes there.
        if !lintArguments.contains("--cache-path") && !lintArguments.contains("--no-cache") {
            lintArguments += ["--cache-path", context.pluginWorkDirectoryURL.appendingPathComponent("cache").path]
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = lintArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .exit && process.terminationStatus == 0 { return }
        throw RIBLintFailure(status: process.terminationStatus)
    }
}

struct RIBLintFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String {
        status == 1 ? "riblint found problems" : "riblint failed (exit status \(status))"
    }
}
