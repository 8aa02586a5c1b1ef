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

    /// A pipe whose parent end is closed on exec, so that no child started later holds it (a
    /// write end held elsewhere would keep a reader waiting for the end of its input for ever).
    /// nil, with `errno` set, when no pipe can be made.
    static func pipe(parentEnd: ParentEnd) -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        #if canImport(Glibc)
        guard Glibc.pipe(&ends) == 0 else { return nil }
        #else
        guard Darwin.pipe(&ends) == 0 else { return nil }
        #endif
        _ = fcntl(parentEnd == .read ? ends[0] : ends[1], F_SETFD, FD_CLOEXEC)
        return (ends[0], ends[1])
    }

    /// `body` with initialised file actions, destroyed afterwards.
    static func withFileActions<Result>(_ body: (inout FileActions) throws -> Result) rethrows -> Result {
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        return try body(&actions)
    }
}
