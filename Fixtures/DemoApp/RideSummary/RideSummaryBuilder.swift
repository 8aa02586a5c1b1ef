import RIBs

protocol RideSummaryDependency: Dependency {
    // Deliberate violation: Riding provides `currency` as a String (RidingComponent+RideSummary.swift),
    // so this default below is what RideSummary really gets.
    var currency: Currency { get } // expect: di/dependency-type-mismatch
}

extension RideSummaryDependency {
    /// Riders are billed in euros unless their parent scope says otherwise.
    var currency: Currency {
        .euro
    }
}

final class RideSummaryComponent: Component<RideSummaryDependency> {
    // Deliberate violation: a new FareCalculator on every access instead of `shared { }`.
    var fareCalculator: FareCalculator { FareCalculator(currency: dependency.currency) } // expect: di/unshared-instance
}

// MARK: - Builder

protocol RideSummaryBuildable: Buildable {
    func build(withListener listener: RideSummaryListener, receipt: RideReceipt) -> RideSummaryRouting
}

final class RideSummaryBuilder: Builder<RideSummaryDependency>, RideSummaryBuildable {
    func build(withListener listener: RideSummaryListener, receipt: RideReceipt) -> RideSummaryRouting {
        let component = RideSummaryComponent(dependency: dependency)
        let viewController = RideSummaryViewController()
        let interactor = RideSummaryInteractor(presenter: viewController, receipt: receipt, fareCalculator: component.fareCalculator)
        interactor.listener = listener
        return RideSummaryRouter(interactor: interactor, viewController: viewController)
    }
}
