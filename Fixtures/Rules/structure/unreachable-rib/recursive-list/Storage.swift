import Foundation

final class FileStore {
    func entries(in path: String) -> [String] { [] }
    func isFolder(_ path: String) -> Bool { path.hasSuffix("/") }
}

final class CommentStore {
    func replies(to commentId: String) -> [String] { [] }
}
