import RIBs

protocol TrackingDependency: Dependency {
    var orderId: String { get }
    var courierName: String { get }
    var mapStyle: String { get }
    var analytics: AnalyticsClient { get } // expect: di/unused-dependency
    var legacyFlag: Bool { get } // expect: di/unused-dependency
}

final class TrackingComponent: Component<TrackingDependency> {
    // Read here, in the component's body.
    var orderId: String { dependency.orderId }
}

// MARK: - Builder

protocol TrackingBuildable: Buildable {
    func build(withListener listener: TrackingListener) -> TrackingRouting
}

final class TrackingBuilder: Builder<TrackingDependency>, TrackingBuildable {
    override init(dependency: TrackingDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: TrackingListener) -> TrackingRouting {
        let component = TrackingComponent(dependency: dependency)
        let viewController = TrackingViewController()
        // courierName is read here, in the builder; mapStyle in TrackingComponent+Map.swift.
        // dependency.legacyFlag is only mentioned in this comment and in the string below.
        let interactor = TrackingInteractor(presenter: viewController,
                                            orderId: component.orderId,
                                            courierName: dependency.courierName,
                                            mapStyle: component.mapStyleName)
        interactor.listener = listener
        print("dependency.legacyFlag is ignored")
        return TrackingRouter(interactor: interactor, viewController: viewController)
    }
}
