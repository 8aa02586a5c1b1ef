import RIBs

protocol RideRequestDependency: Dependency {}

final class RideRequestComponent: Component<RideRequestDependency> {}

// MARK: - Builder

protocol RideRequestBuildable: Buildable {
    func build(withListener listener: RDXRideRequestListener) -> RideRequestRouting
}

final class RideRequestBuilder: Builder<RideRequestDependency>, RideRequestBuildable {
    override init(dependency: RideRequestDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: RDXRideRequestListener) -> RideRequestRouting {
        _ = RideRequestComponent(dependency: dependency)
        let viewController = RDXRideRequestViewController()
        let interactor = RideRequestInteractor(presenter: viewController)
        interactor.listener = listener
        return RideRequestRouter(interactor: interactor, viewController: viewController)
    }
}
