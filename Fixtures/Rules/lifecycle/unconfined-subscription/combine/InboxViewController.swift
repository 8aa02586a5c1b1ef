import Combine
import RIBs
import UIKit

protocol InboxPresentableListener: AnyObject {
    func refresh()
}

final class InboxViewController: UIViewController, InboxPresentable, InboxViewControllable {
    weak var listener: InboxPresentableListener?
    private let taps = PassthroughSubject<Void, Never>()
    // A view controller's subscriptions are not checked by this rule.
    private var cancellables = Set<AnyCancellable>()

    var refreshTaps: AnyPublisher<Void, Never> { taps.eraseToAnyPublisher() }

    override func viewDidLoad() {
        super.viewDidLoad()
        taps
            .sink { [weak self] in self?.listener?.refresh() }
            .store(in: &cancellables)
    }

    func show(messages: [String]) {}
}
