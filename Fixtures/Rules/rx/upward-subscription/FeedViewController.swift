import RIBs
import RxSwift
import UIKit

protocol FeedPresentableListener: AnyObject {}

final class FeedViewController: UIViewController, FeedPresentable, FeedViewControllable {
    weak var listener: FeedPresentableListener?
    private let refreshSubject = PublishSubject<Void>()
    private let storyButton = StoryButtonView()
    private let disposeBag = DisposeBag()

    var refreshes: Observable<Void> { refreshSubject.asObservable() }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Its own subview's taps, in the trailing-closure form: ordinary view code, clean.
        storyButton.taps
            .bind { [weak self] in self?.refreshSubject.onNext(()) }
            .disposed(by: disposeBag)
    }

    func show(items: [String]) {}
    func show(progress: Double) {}
    func present(viewController: ViewControllable) {}
    func dismiss(viewController: ViewControllable) {}
}
