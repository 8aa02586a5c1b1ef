import RIBs
import RxSwift
import UIKit

protocol StoryPresentableListener: AnyObject {}

final class StoryViewController: UIViewController, StoryPresentable, StoryViewControllable {
    weak var listener: StoryPresentableListener?
    private let swipeSubject = PublishSubject<Void>()

    var swipes: Observable<Void> { swipeSubject.asObservable() }
}
