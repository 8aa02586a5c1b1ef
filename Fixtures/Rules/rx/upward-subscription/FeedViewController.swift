import RIBs
import RxSwift
import UIKit

protocol FeedPresentableListener: AnyObject {}

final class FeedViewController: UIViewController, FeedPresentable, FeedViewControllable {
    weak var listener: FeedPresentableListener?
    private let refreshSubject = PublishSubject<Void>()

    var refreshes: Observable<Void> { refreshSubject.asObservable() }

    func show(items: [String]) {}
    func show(progress: Double) {}
    func present(viewController: ViewControllable) {}
    func dismiss(viewController: ViewControllable) {}
}
