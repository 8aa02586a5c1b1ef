import RIBLintCore
import RIBLintModel
import RIBLintRules

/// What the command line asks of a lint run over paths on disk.
public struct LintRequest: Sendable {
    public var paths: [String]
    /// `--config FILE`; otherwise the scanned root's own rules.json, if any.
    public var configPath: String?
    public var jobs: Int
    /// Files whose content is given instead of read from disk (`--staged`), and which alone are
    /// reported. `nil` reports every file.
    public var overrides: [String: [UInt8]]?

    public init(paths: [String], configPath: String? = nil, jobs: Int = ProcessCount.activeProcessors,
                overrides: [String: [UInt8]]? = nil) {
        self.paths = paths.isEmpty ? ["."] : paths
        self.configPath = configPath
        self.jobs = max(1, jobs)
        self.overrides = overrides
    }
}

/// Errors that end a run with exit status 2.
public enum RunError: Error, CustomStringConvertible {
    case configuration(ConfigurationError)
    case io(String)

    public var description: String {
        switch self {
        case .configuration(let error): error.description
        case .io(let message): message
        }
    }
}

/// Lints paths on disk: finds the configuration and the files, reads them, runs the pipeline.
public enum Project {
    /// The configuration for a run over `paths`: `--config`, else `rules.json` in the scanned
    /// root (the first directory among the paths, or the working directory), over the defaults.
    public static func configuration(paths: [String], configPath: String?) throws -> Configuration {
        let override = configPath ?? ConfigurationLoader.projectConfigurationPath(inRoot: scannedRoot(paths))
        do {
            return try ConfigurationLoader.load(overridePath: override, knownRules: RuleRegistry.metadata)
        } catch let error as ConfigurationError {
            throw RunError.configuration(error)
        } catch {
            throw RunError.io("\(override ?? "rules.json"): \(error)")
        }
    }

    /// The files to lint and the module map of the tree.
    public static func sources(paths: [String], configuration: Configuration,
                               overrides: [String: [UInt8]]? = nil, jobs: Int) throws -> (sources: [SourceInput], modules: ModuleMap) {
        let discovery = SourceDiscovery(filter: configuration.pathFilter)
        let found: SourceDiscovery.Result
        do {
            found = try discovery.discover(paths)
        } catch {
            throw RunError.io("\(error)")
        }
        var errors: [String] = []
        let read: [SourceInput?] = parallelMap(found.files, jobs: jobs) { path in
            if let overrides {
                if let staged = overrides[path] { return SourceInput(path: path, bytes: staged, isReported: true) }
                guard let bytes = try? FileIO.read(path) else { return nil }
                return SourceInput(path: path, bytes: bytes, isReported: false)
            }
            guard let bytes = try? FileIO.read(path) else { return nil }
            return SourceInput(path: path, bytes: bytes)
        }
        var sources: [SourceInput] = []
        for (path, source) in zip(found.files, read) {
            // In --staged mode an unreadable unstaged file only loses some context; otherwise it is an error.
            if let source { sources.append(source) } else if overrides == nil { errors.append(path) }
        }
        // Staged files the working tree no longer has (or that the walk excluded) still count.
        if let overrides {
            let seen = Set(sources.map(\.path))
            for (path, bytes) in overrides.sorted(by: { $0.key < $1.key }) where !seen.contains(path) {
                sources.append(SourceInput(path: path, bytes: bytes, isReported: true))
            }
        }
        if let first = errors.first {
            throw RunError.io("cannot read \(first)" + (errors.count > 1 ? " (and \(errors.count - 1) more files)" : ""))
        }
        let manifests = found.packageManifests.compactMap { path -> (path: String, contents: String)? in
            guard let bytes = try? FileIO.read(path) else { return nil }
            return (path, String(decoding: bytes, as: UTF8.self))
        }
        let root = scannedRoot(paths)
        let rootName = root == "." ? (SourceDiscovery.currentDirectory()?.split(separator: "/").last.map(String.init) ?? "App")
            : String(root.split(separator: "/").last ?? "App")
        let modules = ModuleMap.detect(rootName: rootName, filePaths: found.files + found.packageManifests, packageManifests: manifests)
        return (sources, modules)
    }

    public static func lint(_ request: LintRequest) throws -> (result: LintResult, configuration: Configuration) {
        let configuration = try configuration(paths: request.paths, configPath: request.configPath)
        let (sources, modules) = try sources(paths: request.paths, configuration: configuration,
                                             overrides: request.overrides, jobs: request.jobs)
        return (Linter.lint(sources, configuration: configuration, modules: modules, jobs: request.jobs), configuration)
    }

    static func scannedRoot(_ paths: [String]) -> String {
        for path in paths {
            var info = stat()
            if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return SourceDiscovery.normalize(path) }
        }
        return "."
    }
}

/// The number of cores, for `--jobs`' default.
public enum ProcessCount {
    public static var activeProcessors: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
