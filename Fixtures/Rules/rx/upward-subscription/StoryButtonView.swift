import RxCocoa
import RxSwift
import UIKit

/// A button of the Feed screen that opens stories. It shares the Story RIB's name prefix but
/// conforms to none of its protocols: it is the Feed view's own subview, not part of Story.
final class StoryButtonView: UIView {
    let tapRelay = PublishRelay<Void>()
    var taps: Observable<Void> { tapRelay.asObservable() }
}
