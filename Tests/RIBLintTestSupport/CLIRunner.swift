import Foundation

/// Runs the built `riblint` executable, for end-to-end tests of the command line.
public enum CLIRunner {
    public struct Output {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// The status of a run that `timeout` ended.
        public static let killedByTimeout: Int32 = -9
    }

    /// The executable next to the test bundle (SwiftPM builds it with the tests).
    public static var executable: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var candidates = [bundle.appendingPathComponent("riblint")]
        candidates.append(FixtureProjects.packageRoot.appendingPathComponent(".build/debug/riblint"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// Runs riblint; after `timeout` seconds it is killed (SIGKILL), so that a test of a hang
    /// fails instead of hanging the suite: the status is then `Output.killedByTimeout`.
    @discardableResult
    public static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                           timeout: Double? = nil) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? FixtureProjects.packageRoot
        var env = ProcessInfo.processInfo.environment
        // The default cache lives in the user's cache folder: keep tests out of it.
        env["XDG_CACHE_HOME"] = isolatedCacheHome.path
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        final class Flag: @unchecked Sendable { var value = false }
        let killed = Flag()
        let watchdog = DispatchWorkItem {
            killed.value = true
            kill(process.processIdentifier, SIGKILL)
        }
        if let timeout { DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog) }
        // Read both pipes before waiting, so that a large report cannot fill a pipe and block.
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errBox.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = errBox.data
        process.waitUntilExit()
        watchdog.cancel()
        return Output(status: killed.value ? Output.killedByTimeout : process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs a shell command (git, ...) in `directory`; fails the caller by throwing on error.
    @discardableResult
    public static func shell(_ command: String, in directory: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = directory
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "shell", code: Int(process.terminationStatus), userInfo: [NSLocalizedDescriptionKey: "\(command): \(text)"])
        }
        return text
    }

    /// One cache home for every riblint the tests start, removed by nobody: it lives in the
    /// temporary folder and holds only caches.
    public static let isolatedCacheHome: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("riblint-test-cache-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// A fresh temporary directory.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("riblint-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `text` to `path` under `root` (atomically), making the folders it needs.
    public static func write(_ text: String, to path: String, under root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
