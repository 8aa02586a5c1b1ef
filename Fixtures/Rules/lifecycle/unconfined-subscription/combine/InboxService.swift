import Combine

protocol InboxServicing: AnyObject {
    var messages: AnyPublisher<[String], Never> { get }
    var title: AnyPublisher<String, Never> { get }
    var unread: AnyPublisher<Int, Never> { get }
}

final class InboxService: InboxServicing {
    private let subject = CurrentValueSubject<[String], Never>([])
    var messages: AnyPublisher<[String], Never> { subject.eraseToAnyPublisher() }
    var title: AnyPublisher<String, Never> { Just("Inbox").eraseToAnyPublisher() }
    var unread: AnyPublisher<Int, Never> { subject.map(\.count).eraseToAnyPublisher() }
}

/// The object the interactor assigns into (kept apart from the interactor on purpose).
final class InboxState {
    var title = ""
    var count = 0
}
