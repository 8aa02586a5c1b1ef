import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few git questions `--staged` and `install-hook` ask, through the `git` command.
public enum Git {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs git with `arguments` in the working directory and returns its standard output.
    ///
    /// Spawned and waited for directly: Foundation's `Process` waits for a child by polling its
    /// run loop, 60-80 ms per git call here, most of a pre-commit hook's time when the result is
    /// cached. Both pipes are drained as the child writes, so neither can fill up and stall it.
    static func run(_ arguments: [String]) throws -> Data {
        Spawn.lock.lock()
        guard let output = Spawn.pipe(parentEnd: .read) else {
            Spawn.lock.unlock()
            throw Failure(description: "cannot run git: \(String(cString: strerror(errno)))")
        }
        guard let errors = Spawn.pipe(parentEnd: .read) else {
            let reason = String(cString: strerror(errno))
            close(output.read); close(output.write)
            Spawn.lock.unlock()
            throw Failure(description: "cannot run git: \(reason)")
        }
        let argv = (["git"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = Spawn.withFileActions { actions in
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, output.write, STDOUT_FILENO)
            posix_spawn_file_actions_adddup2(&actions, errors.write, STDERR_FILENO)
            posix_spawn_file_actions_addclose(&actions, output.write)
            posix_spawn_file_actions_addclose(&actions, errors.write)
            return posix_spawnp(&child, "git", &actions, nil, argv, envp)
        }
        close(output.write)
        close(errors.write)
        Spawn.lock.unlock()
        guard spawned == 0 else {
            close(output.read); close(errors.read)
            throw Failure(description: "cannot run git: \(String(cString: strerror(spawned)))")
        }
        let (stdout, stderr) = drain(output.read, errors.read)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        // Exited normally (no signal) with status 0.
        guard status & 0x7F == 0 && (status >> 8) & 0xFF == 0 else {
            let text = String(decoding: stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(description: "git \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return Data(stdout)
    }

    /// Everything written to two pipes until both are closed; closes them.
    private static func drain(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var collected: ([UInt8], [UInt8]) = ([], [])
        var watched = [pollfd(fd: first, events: Int16(POLLIN), revents: 0), pollfd(fd: second, events: Int16(POLLIN), revents: 0)]
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while watched.contains(where: { $0.fd >= 0 }) {
            if poll(&watched, nfds_t(watched.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in watched.indices where watched[index].fd >= 0 && watched[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(watched[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    if index == 0 { collected.0 += buffer[0..<count] } else { collected.1 += buffer[0..<count] }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(watched[index].fd)
                    watched[index].fd = -1
                }
            }
        }
        for item in watched where item.fd >= 0 { close(item.fd) }
        return collected
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
