import Combine
import RIBs
import RxSwift
import UIKit

protocol TimelinePresentableListener: AnyObject {}

final class TimelineViewController: UIViewController, TimelinePresentable, TimelineViewControllable {
    weak var listener: TimelinePresentableListener?
    private let postSubject = CurrentValueSubject<[String], Never>([])
    private let likeSubject = BehaviorSubject<Int>(value: 0)

    var posts: AnyPublisher<[String], Never> { postSubject.eraseToAnyPublisher() }
    var likes: Observable<Int> { likeSubject.asObservable() }

    func show(posts: [String]) {}
    func show(likes: Int) {}
}
