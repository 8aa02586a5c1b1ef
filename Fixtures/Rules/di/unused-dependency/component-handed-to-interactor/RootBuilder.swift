import RIBs

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency> {
    var meterService: MeterService { shared { MeterService() } }
    var zoneCatalog: ZoneCatalog { shared { ZoneCatalog() } }
    var plateNumber: String { "KA-PK 204" }
    var loyaltyCard: LoyaltyCard { shared { LoyaltyCard() } }
}

extension RootComponent: ParkingDependency, ReceiptDependency, MeterDependency {}

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
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(interactor: interactor, viewController: viewController,
                          parkingBuilder: ParkingBuilder(dependency: component),
                          receiptBuilder: ReceiptBuilder(dependency: component),
                          meterBuilder: MeterBuilder(dependency: component))
    }
}
