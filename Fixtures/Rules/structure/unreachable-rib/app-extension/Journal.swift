import Foundation

/// Entries of the hiking journal, shared by the app.
final class JournalStore {
    private(set) var entries: [String] = []

    func add(_ entry: String) {
        entries.append(entry)
    }
}

/// Photos the share extension queued for the app to import on its next launch.
final class DraftOutbox {
    private(set) var pending: [URL] = []

    func enqueue(_ url: URL) {
        pending.append(url)
    }
}
