import NeedleFoundation
import RIBs

protocol StatsDependency: Dependency {
    // Clean: from the grand-parent component, AppComponent.
    var workoutStore: WorkoutStore { get }
    // The generated file registers no provider for Stats: riblint's own lookup stands, and it
    // sees only AppComponent's `Monitor`.
    var heartRateMonitor: HeartRateMonitor { get } // expect: di/dependency-type-mismatch, di/unfulfilled-dependency
}

/// Declares nothing: the builder reads workoutStore through Needle's dynamic member lookup.
final class StatsComponent: Component<StatsDependency> {}

// MARK: - Builder

protocol StatsBuildable: Buildable {
    func build(withListener listener: StatsListener) -> StatsRouting
}

final class StatsBuilder: ComponentizedBuilder<StatsComponent, StatsRouting, StatsListener, Void>, StatsBuildable {
    override func build(with component: StatsComponent, _ listener: StatsListener) -> StatsRouting {
        let viewController = StatsViewController()
        let interactor = StatsInteractor(presenter: viewController, store: component.workoutStore)
        _ = component.heartRateMonitor
        interactor.listener = listener
        return StatsRouter(interactor: interactor, viewController: viewController)
    }

    func build(withListener listener: StatsListener) -> StatsRouting {
        build(withDynamicBuildDependency: listener, dynamicComponentDependency: ()).1
    }
}
