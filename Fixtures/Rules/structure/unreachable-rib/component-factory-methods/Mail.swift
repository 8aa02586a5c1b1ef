import Foundation

final class Mailbox {
    var unread: [String] = []
}
