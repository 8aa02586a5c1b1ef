import RIBs
import RxCocoa
import RxSwift
import UIKit

protocol FeedPresentableListener: AnyObject {
    func reload()
}

final class FeedViewController: UIViewController, FeedPresentable, FeedViewControllable {
    weak var listener: FeedPresentableListener?
    private let searchField = UITextField()
    private let refreshButton = UIButton()
    // A view controller's subscriptions live as long as its view: not checked by this rule.
    private let disposeBag = DisposeBag()

    var query: Driver<String> { searchField.rx.text.orEmpty.asDriver() }
    var taps: Signal<Void> { refreshButton.rx.tap.asSignal() }

    override func viewDidLoad() {
        super.viewDidLoad()
        refreshButton.rx.tap
            .subscribe(onNext: { [weak self] in self?.listener?.reload() })
            .disposed(by: disposeBag)
    }

    func show(items: [String]) {}
}
