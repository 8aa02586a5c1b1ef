import RIBs

/// Root's dependency refines its children's: Search and Loans are built with Root's whole
/// dependency, which therefore provides all they need.
protocol RootDependency: SearchDependency, LoansDependency {
    var branchName: String { get }
}

final class RootComponent: Component<RootDependency> {
    var branchName: String { dependency.branchName }
}

// MARK: - Builder

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController(title: component.branchName)
        let interactor = RootInteractor(presenter: viewController)
        // Clean: RootComponent conforms to ShelfDependency (RootComponent+Shelf.swift).
        let shelfBuilder = ShelfBuilder(dependency: component)
        // Clean: the component's dependency is RootDependency, which refines SearchDependency.
        let searchBuilder = SearchBuilder(dependency: component.dependency)
        // Clean: the builder's own dependency, RootDependency again, refines LoansDependency.
        let loansBuilder = LoansBuilder(dependency: dependency)
        return RootRouter(interactor: interactor, viewController: viewController,
                          shelfBuilder: shelfBuilder, searchBuilder: searchBuilder, loansBuilder: loansBuilder)
    }
}
