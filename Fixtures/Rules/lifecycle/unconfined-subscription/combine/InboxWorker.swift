import Combine
import RIBs

final class InboxWorker: Worker {
    private let messages: AnyPublisher<[String], Never>
    private var stopCancellables = Set<AnyCancellable>()
    private var foreverCancellables = Set<AnyCancellable>()

    init(messages: AnyPublisher<[String], Never>) {
        self.messages = messages
        super.init()
    }

    override func didStart(_ interactorScope: InteractorScope) {
        super.didStart(interactorScope)
        messages
            .sink { _ in }
            .cancelOnStop(self)
        messages
            .sink { _ in }
            .store(in: &stopCancellables)
        messages
            .sink { _ in } // expect: lifecycle/unconfined-subscription
            .store(in: &foreverCancellables)
    }

    override func didStop() {
        super.didStop()
        stopCancellables.removeAll()
    }
}
