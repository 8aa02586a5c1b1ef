import Combine
import RIBs
import RxSwift
import UIKit

protocol SearchPresentableListener: AnyObject {}

final class SearchViewController: UIViewController, SearchPresentable, SearchViewControllable {
    weak var listener: SearchPresentableListener?
    private let querySubject = PublishSubject<String>()
    private let suggestionSubject = PassthroughSubject<[String], Never>()

    var queries: Observable<String> { querySubject.asObservable() }
    var suggestions: AnyPublisher<[String], Never> { suggestionSubject.eraseToAnyPublisher() }

    func show(results: [String]) {}
}
