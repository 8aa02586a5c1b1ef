import RIBs
import RxSwift

protocol SearchDependency: Dependency {}

final class SearchComponent: Component<SearchDependency> {}

// MARK: - Builder

protocol SearchBuildable: Buildable {
    func build(withListener listener: SearchListener) -> SearchRouting
}

final class SearchBuilder: Builder<SearchDependency>, SearchBuildable {
    override init(dependency: SearchDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: SearchListener) -> SearchRouting {
        let component = SearchComponent(dependency: dependency)
        let viewController = SearchViewController()
        let interactor = SearchInteractor(presenter: viewController, queries: viewController.queries, suggestions: viewController.suggestions)
        interactor.listener = listener
        let historyBuilder = HistoryBuilder(dependency: component)
        return SearchRouter(interactor: interactor, viewController: viewController, historyBuilder: historyBuilder)
    }
}
