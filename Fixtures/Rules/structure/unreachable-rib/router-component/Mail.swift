import Foundation

final class Mailbox {
    func unreadSubjects() -> [String] { [] }
    func signature() -> String { "" }
}
