import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What each child process riblint starts (git, the Objective-C workers) needs around
/// `posix_spawn`: pipes whose parent ends no other child inherits, and file actions that are
/// always destroyed.
enum Spawn {
    #if canImport(Glibc)
    typealias FileActions = posix_spawn_file_actions_t
    #else
    typealias FileActions = posix_spawn_file_actions_t?
    #endif

    /// Held from the first `pipe` to the close of the child's ends after `posix_spawn`: a child
    /// started by another thread in that window would inherit those ends (a worker's stdin write
    /// end held elsewhere, and the worker would never see the end of its input).
    static let lock = NSLock()

    /// Which end of a pipe the parent keeps.
    enum ParentEnd { case read, write }

    /// One pipe per entry of `parentEnds`, each with the parent's end closed on exec, so that no
    /// child started later holds it (a write end held elsewhere would keep a reader waiting for
    /// the end of its input for ever). All or none: when one cannot be made, those made are
    /// closed and the reason is thrown.
    static func pipes(_ parentEnds: [ParentEnd]) throws -> [(read: Int32, write: Int32)] {
        var made: [(read: Int32, write: Int32)] = []
        for parentEnd in parentEnds {
            var ends: [Int32] = [0, 0]
            #if canImport(Glibc)
            let status = Glibc.pipe(&ends)
            #else
            let status = Darwin.pipe(&ends)
            #endif
            guard status == 0 else {
                let reason = String(cString: strerror(errno))
                for pipe in made { close(pipe.read); close(pipe.write) }
                throw Failure(reason: reason)
            }
            _ = fcntl(parentEnd == .read ? ends[0] : ends[1], F_SETFD, FD_CLOEXEC)
            made.append((ends[0], ends[1]))
        }
        return made
    }

    /// Why a child could not be started.
    struct Failure: Error {
        var reason: String
    }

    /// `body` with initialised file actions, destroyed afterwards, and `arguments` and
    /// `environment` as the null-terminated C arrays `posix_spawn` takes, freed afterwards.
    static func withFileActions<Result>(arguments: [String], environment: [String: String],
                                        _ body: (inout FileActions, _ argv: [UnsafeMutablePointer<CChar>?],
                                                 _ envp: [UnsafeMutablePointer<CChar>?]) throws -> Result) rethrows -> Result {
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        return try body(&actions, argv, envp)
    }
}
