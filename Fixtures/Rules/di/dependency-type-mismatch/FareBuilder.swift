import RIBs
import RxSwift

protocol FareDependency: Dependency {
    // Each message names the requirement's type and the provider's (TripComponent).
    var tripId: String { get } // expect: di/unfulfilled-dependency, di/dependency-type-mismatch
    var surgeMultiplier: Double { get } // expect: di/unfulfilled-dependency, di/dependency-type-mismatch
    var currency: String { get }
    var promoCode: String? { get }
    var fareUpdates: Observable<Double> { get }
    var zoneRates: [String: Double] { get }
    var receiptHost: ViewControllable { get }
}

final class FareComponent: Component<FareDependency> {
    var tripId: String { dependency.tripId }
    var surgeMultiplier: Double { dependency.surgeMultiplier }
    var currency: String { dependency.currency }
    var promoCode: String? { dependency.promoCode }
    var fareUpdates: Observable<Double> { dependency.fareUpdates }
    var zoneRates: [String: Double] { dependency.zoneRates }
    var receiptHost: ViewControllable { dependency.receiptHost }
}

// MARK: - Builder

protocol FareBuildable: Buildable {
    func build(withListener listener: FareListener) -> FareRouting
}

final class FareBuilder: Builder<FareDependency>, FareBuildable {
    override init(dependency: FareDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: FareListener) -> FareRouting {
        let component = FareComponent(dependency: dependency)
        let viewController = FareViewController()
        let interactor = FareInteractor(presenter: viewController, fareUpdates: component.fareUpdates)
        interactor.listener = listener
        print(component.tripId, component.surgeMultiplier, component.currency, component.promoCode ?? "", component.zoneRates, component.receiptHost)
        return FareRouter(interactor: interactor, viewController: viewController)
    }
}
