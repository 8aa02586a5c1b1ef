import Combine
import RIBs
import RxSwift

protocol SearchRouting: ViewableRouting {}

protocol SearchPresentable: Presentable {
    var listener: SearchPresentableListener? { get set }
    func show(results: [String])
}

protocol SearchListener: AnyObject {}

final class SearchInteractor: PresentableInteractor<SearchPresentable>, SearchInteractable, SearchPresentableListener {
    weak var router: SearchRouting?
    weak var listener: SearchListener?

    private let queries: Observable<String>
    private let suggestions: AnyPublisher<[String], Never>

    init(presenter: SearchPresentable, queries: Observable<String>, suggestions: AnyPublisher<[String], Never>) {
        self.queries = queries
        self.suggestions = suggestions
        super.init(presenter: presenter)
        presenter.listener = self
        // The interactor is not active yet: these are disposed at once.
        queries
            .subscribe(onNext: { [weak self] query in self?.search(query) })
            .disposeOnDeactivate(interactor: self) // expect: lifecycle/subscription-before-activation
        suggestions
            .sink { [weak self] results in self?.presenter.show(results: results) }
            .cancelOnDeactivate(interactor: self) // expect: lifecycle/subscription-before-activation
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        queries
            .subscribe(onNext: { [weak self] query in self?.search(query) })
            .disposeOnDeactivate(interactor: self)
        initializeSuggestions()
    }

    override func willResignActive() {
        super.willResignActive()
    }

    // A method whose name starts with "init", called while active: not an initializer, clean.
    private func initializeSuggestions() {
        suggestions
            .sink { [weak self] results in self?.presenter.show(results: results) }
            .cancelOnDeactivate(interactor: self)
    }

    private func search(_ query: String) {}
}
