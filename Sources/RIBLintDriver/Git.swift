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

    /// Fails with "not a git repository" outside a work tree (git's own message for
    /// `diff --cached` there is its whole usage text).
    public static func requireWorkTree() throws {
        let notARepository = Failure(description: "not a git repository: --staged lints what is staged for the next commit")
        let answer: Data
        do {
            answer = try run(["rev-parse", "--is-inside-work-tree"])
        } catch let failure as Failure where !failure.description.hasPrefix("cannot run git") {
            throw notARepository
        }
        // Inside `.git` or a bare repository git answers "false".
        guard String(decoding: answer, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "true" else {
            throw notARepository
        }
    }

    /// What the index holds for the next commit, relative to the working directory.
    public struct Staged: Sendable {
        /// Files added, copied, modified or renamed, with their staged content (`git show
        /// :path`), so that a half-staged file is judged as it will be committed.
        public var files: [String: [UInt8]]
        /// Files whose deletion is staged: they are no longer part of the project, even while
        /// the working tree still has them (`git rm --cached`).
        public var deleted: Set<String>
    }

    public static func staged(extensions: [String]) throws -> Staged {
        try requireWorkTree()
        func names(_ filter: String) throws -> [String] {
            try run(["diff", "--cached", "--name-only", "--diff-filter=\(filter)", "-z", "--relative"])
                .split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
                .filter { path in extensions.contains { path.hasSuffix($0) } }
        }
        var files: [String: [UInt8]] = [:]
        for path in try names("ACMR") { files[path] = Array(try run(["show", ":./" + path])) }
        return Staged(files: files, deleted: Set(try names("D")))
    }

    /// `.git/hooks` of the repository (respecting `core.hooksPath` and worktrees).
    public static func hooksDirectory() throws -> String {
        let path = String(decoding: try run(["rev-parse", "--git-path", "hooks"]), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return path
    }
}
