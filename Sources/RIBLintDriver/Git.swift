import Foundation

/// The few git questions `--staged` and `install-hook` ask, through the `git` command.
public enum Git {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs git with `arguments` in the working directory and returns its standard output.
    static func run(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run git: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(description: "git \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return data
    }

    /// The repository's top folder.
    public static func topLevel() throws -> String {
        String(decoding: try run(["rev-parse", "--show-toplevel"]), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Files added, copied, modified or renamed in the index (deleted ones have nothing to lint),
    /// relative to the working directory, with their staged content (`git show :path`), so a
    /// half-staged file is judged as it will be committed.
    public static func stagedFiles(extensions: [String]) throws -> [String: [UInt8]] {
        let list = try run(["diff", "--cached", "--name-only", "--diff-filter=ACMR", "-z", "--relative"])
        var result: [String: [UInt8]] = [:]
        for path in list.split(separator: 0).map({ String(decoding: $0, as: UTF8.self) })
        where extensions.contains(where: { path.hasSuffix($0) }) {
            result[path] = Array(try run(["show", ":./" + path]))
        }
        return result
    }

    /// `.git/hooks` of the repository (respecting `core.hooksPath` and worktrees).
    public static func hooksDirectory() throws -> String {
        let path = String(decoding: try run(["rev-parse", "--git-path", "hooks"]), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return path
    }
}
