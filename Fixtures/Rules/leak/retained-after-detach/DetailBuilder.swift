import RIBs

protocol DetailDependency: Dependency {}

final class DetailComponent: Component<DetailDependency> {}

// MARK: - Builder

protocol DetailBuildable: Buildable {
    func build(withListener listener: DetailListener, itemId: String) -> DetailRouting
}

final class DetailBuilder: Builder<DetailDependency>, DetailBuildable {
    override init(dependency: DetailDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: DetailListener, itemId: String) -> DetailRouting {
        _ = DetailComponent(dependency: dependency)
        let viewController = DetailViewController()
        let interactor = DetailInteractor(presenter: viewController)
        interactor.listener = listener
        return DetailRouter(interactor: interactor, viewController: viewController)
    }
}
