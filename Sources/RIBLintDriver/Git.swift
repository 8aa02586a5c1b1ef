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

    /// Runs git with `arguments` in the working directory, `input` on its standard input (none
    /// when nil), and returns its standard output.
    ///
    /// Spawned and waited for directly: Foundation's `Process` waits for a child by polling its
    /// run loop, 60-80 ms per git call here, most of a pre-commit hook's time when the result is
    /// cached. The input is written and both output pipes drained as the child goes, so that no
    /// pipe can fill up and stall either side.
    static func run(_ arguments: [String], input: [UInt8]? = nil) throws -> [UInt8] {
        Spawn.lock.lock()
        let pipes: [(read: Int32, write: Int32)]
        do {
            pipes = try Spawn.pipes(input == nil ? [.read, .read] : [.read, .read, .write])
        } catch {
            Spawn.lock.unlock()
            throw Failure(description: "cannot run git: \((error as? Spawn.Failure)?.reason ?? "\(error)")")
        }
        let (output, errors, feed) = (pipes[0], pipes[1], pipes.count > 2 ? pipes[2] : nil)
        var child: pid_t = 0
        let spawned = Spawn.withFileActions(arguments: ["git"] + arguments, environment: ProcessInfo.processInfo.environment) { actions, argv, envp in
            if let feed {
                posix_spawn_file_actions_adddup2(&actions, feed.read, STDIN_FILENO)
                posix_spawn_file_actions_addclose(&actions, feed.read)
            } else {
                posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
            }
            posix_spawn_file_actions_adddup2(&actions, output.write, STDOUT_FILENO)
            posix_spawn_file_actions_adddup2(&actions, errors.write, STDERR_FILENO)
            posix_spawn_file_actions_addclose(&actions, output.write)
            posix_spawn_file_actions_addclose(&actions, errors.write)
            return posix_spawnp(&child, "git", &actions, nil, argv, envp)
        }
        close(output.write)
        close(errors.write)
        if let feed { close(feed.read) }
        Spawn.lock.unlock()
        guard spawned == 0 else {
            close(output.read); close(errors.read)
            if let feed { close(feed.write) }
            throw Failure(description: "cannot run git: \(String(cString: strerror(spawned)))")
        }
        let (stdout, stderr) = exchange(input: feed.map { ($0.write, input ?? []) }, output: output.read, errors: errors.read)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        // Exited normally (no signal) with status 0.
        guard status & 0x7F == 0 && (status >> 8) & 0xFF == 0 else {
            let text = String(decoding: stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(description: "git \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return stdout
    }

    /// Writes `input`'s bytes to its pipe (then closes it) while reading everything written to
    /// `output` and `errors` until both are closed; closes them. The input end is non-blocking, so
    /// a child that reads slowly, or stops reading, never stalls the reading of its output; a
    /// child gone before reading it all ends the writing (no SIGPIPE: ignored meanwhile).
    private static func exchange(input: (fd: Int32, bytes: [UInt8])?, output: Int32, errors: Int32) -> ([UInt8], [UInt8]) {
        var collected: ([UInt8], [UInt8]) = ([], [])
        var watched = [pollfd(fd: output, events: Int16(POLLIN), revents: 0), pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
        var written = 0
        var restoreSIGPIPE: (() -> Void)?
        if let input {
            let previous = signal(SIGPIPE, SIG_IGN)
            restoreSIGPIPE = { _ = signal(SIGPIPE, previous) }
            _ = fcntl(input.fd, F_SETFL, fcntl(input.fd, F_GETFL) | O_NONBLOCK)
            watched.append(pollfd(fd: input.bytes.isEmpty ? -1 : input.fd, events: Int16(POLLOUT), revents: 0))
            if input.bytes.isEmpty { close(input.fd) }
        }
        defer { restoreSIGPIPE?() }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while watched.contains(where: { $0.fd >= 0 }) {
            if poll(&watched, nfds_t(watched.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in watched.indices where watched[index].fd >= 0 && watched[index].revents != 0 {
                if index == 2, let input {
                    let count = input.bytes.withUnsafeBytes { write(watched[index].fd, $0.baseAddress! + written, $0.count - written) }
                    if count > 0 { written += count }
                    if written == input.bytes.count || (count < 0 && errno != EINTR && errno != EAGAIN) {
                        close(watched[index].fd)
                        watched[index].fd = -1
                    }
                    continue
                }
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
        let answer: [UInt8]
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
        /// Files added, copied, modified or renamed, with their staged content (the index's blob),
        /// so that a half-staged file is judged as it will be committed.
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
                .filter { path in extensions.contains { path.hasByteSuffix($0) } }
        }
        let files = try stagedContents(of: try names("ACMR"))
        return Staged(files: files, deleted: Set(try names("D")))
    }

    /// The staged content of each of `paths` (relative to the working directory), in two git
    /// calls whatever their number: the index's entries (`ls-files --stage`), then every blob at
    /// once (`cat-file --batch`). A process per file cost a few milliseconds each, seconds for a
    /// commit that touches a thousand files. A path with no entry at stage 0 (a merge conflict)
    /// is asked of `git show :path`, which fails with git's own reason.
    static func stagedContents(of paths: [String]) throws -> [String: [UInt8]] {
        guard !paths.isEmpty else { return [:] }
        let wanted = Set(paths)
        var objects: [String: String] = [:]
        // Each entry: "<mode> <object> <stage>\t<path>".
        for entry in try run(["ls-files", "--stage", "-z"]).split(separator: 0) {
            guard let tab = entry.firstIndex(of: 9) else { continue }
            let fields = entry[..<tab].split(separator: 32)
            guard fields.count == 3, fields[2].elementsEqual([0x30]) else { continue }
            let path = String(decoding: entry[(tab + 1)...], as: UTF8.self)
            if wanted.contains(path) { objects[path] = String(decoding: fields[1], as: UTF8.self) }
        }
        var files: [String: [UInt8]] = [:]
        for path in paths where objects[path] == nil { files[path] = try run(["show", ":./" + path]) }
        let listed = paths.filter { objects[$0] != nil }
        guard !listed.isEmpty else { return files }
        let request = listed.map { objects[$0]! + "\n" }.joined()
        let answer = try run(["cat-file", "--batch"], input: Array(request.utf8))
        // Each blob: "<object> blob <size>\n", its bytes, "\n".
        var position = 0
        for path in listed {
            let newline = answer[position...].firstIndex(of: 10) ?? answer.count
            let header = answer[position..<newline].split(separator: 32)
            guard newline < answer.count, header.count == 3, header[1].elementsEqual("blob".utf8),
                  let size = Int(String(decoding: header[2], as: UTF8.self)), size >= 0,
                  size <= answer.count - newline - 2, answer[newline + 1 + size] == 10 else {
                throw Failure(description: "git cat-file --batch: cannot read the staged \(path)")
            }
            files[path] = Array(answer[(newline + 1)..<(newline + 1 + size)])
            position = newline + 2 + size
        }
        return files
    }

    /// `.git/hooks` of the repository (respecting `core.hooksPath` and worktrees).
    public static func hooksDirectory() throws -> String {
        let path = String(decoding: try run(["rev-parse", "--git-path", "hooks"]), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return path
    }
}
