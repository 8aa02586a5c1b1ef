import RIBs

protocol TripDependency: Dependency {}

final class TripComponent: Component<TripDependency> {
    // Another type than FareDependency.tripId asks for.
    var tripId: Int { 7 }
    var currency: String { "EUR" }
}

// MARK: - Builder

protocol TripBuildable: Buildable {
    func build(withListener listener: TripListener) -> TripRouting
}

final class TripBuilder: Builder<TripDependency>, TripBuildable {
    override init(dependency: TripDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: TripListener) -> TripRouting {
        let component = TripComponent(dependency: dependency)
        let viewController = TripViewController()
        let interactor = TripInteractor(presenter: viewController)
        interactor.listener = listener
        let fareBuilder = FareBuilder(dependency: component)
        return TripRouter(interactor: interactor, viewController: viewController, fareBuilder: fareBuilder)
    }
}
