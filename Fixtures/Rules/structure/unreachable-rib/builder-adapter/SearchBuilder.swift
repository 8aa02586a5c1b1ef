import RIBs

protocol SearchDependency: Dependency {
    var flightIndex: FlightIndex { get }
}

final class SearchComponent: Component<SearchDependency> {
    var flightIndex: FlightIndex { dependency.flightIndex }
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
        let interactor = SearchInteractor(presenter: viewController, flights: component.flightIndex)
        interactor.listener = listener
        return SearchRouter(interactor: interactor, viewController: viewController)
    }
}
