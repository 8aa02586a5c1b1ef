import RIBs

protocol StationDetailDependency: Dependency {
    var lockService: BikeLockService { get }
    var paymentMethods: AnyPublisher<[PaymentMethod], Never> { get }
}

final class StationDetailComponent: Component<StationDetailDependency> {
    /// The station on screen; Unlock reads it from here rather than as a build argument.
    let station: Station

    init(dependency: StationDetailDependency, station: Station) {
        self.station = station
        super.init(dependency: dependency)
    }
}

// MARK: - Builder

protocol StationDetailBuildable: Buildable {
    func build(withListener listener: StationDetailListener, station: Station) -> StationDetailRouting
}

final class StationDetailBuilder: Builder<StationDetailDependency>, StationDetailBuildable {
    func build(withListener listener: StationDetailListener, station: Station) -> StationDetailRouting {
        let component = StationDetailComponent(dependency: dependency, station: station)
        let viewController = StationDetailViewController()
        let interactor = StationDetailInteractor(presenter: viewController, station: component.station)
        interactor.listener = listener
        return StationDetailRouter(
            interactor: interactor,
            viewController: viewController,
            paymentPickerBuilder: PaymentPickerBuilder(dependency: component),
            unlockBuilder: UnlockBuilder(dependency: component)
        )
    }
}
