import RIBs

protocol SearchDependency: Dependency {
    var catalogIndex: CatalogIndex { get }
}

final class SearchComponent: Component<SearchDependency> {
    var catalogIndex: CatalogIndex { dependency.catalogIndex }
}

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
        let interactor = SearchInteractor(presenter: viewController, index: component.catalogIndex)
        interactor.listener = listener
        return SearchRouter(interactor: interactor, viewController: viewController)
    }
}
