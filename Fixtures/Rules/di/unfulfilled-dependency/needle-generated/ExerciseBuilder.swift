import NeedleFoundation
import RIBs

/// One path: App > Root > Plan > Exercise.
protocol ExerciseDependency: Dependency {
    // Clean: provided only by AppComponent, three components up the parent chain.
    var workoutStore: WorkoutStore { get }
    // Clean: provided by the parent component, PlanComponent.
    var planCalendar: PlanCalendar { get }
    // AppComponent provides it as `Monitor`; riblint alone cannot tell that this is the same
    // type, but NeedleGenerated.swift registers a provider for this path with the property: clean.
    var heartRateMonitor: HeartRateMonitor { get }
    // Added after the generated file was written: its provider lacks it, and no component on
    // the chain provides it.
    var coach: Coach { get } // expect: di/unfulfilled-dependency
}

/// Declares nothing of its own. Each requirement is read by the builder as
/// `component.name`, which Needle resolves through dynamic member lookup: each counts as a
/// read, so none of them is di/unused-dependency.
final class ExerciseComponent: Component<ExerciseDependency> {}

// MARK: - Builder

protocol ExerciseBuildable: Buildable {
    func build(withListener listener: ExerciseListener) -> ExerciseRouting
}

final class ExerciseBuilder: ComponentizedBuilder<ExerciseComponent, ExerciseRouting, ExerciseListener, Void>, ExerciseBuildable {
    override func build(with component: ExerciseComponent, _ listener: ExerciseListener) -> ExerciseRouting {
        let viewController = ExerciseViewController()
        let interactor = ExerciseInteractor(presenter: viewController,
                                            store: component.workoutStore,
                                            calendar: component.planCalendar,
                                            monitor: component.heartRateMonitor)
        _ = component.coach
        interactor.listener = listener
        return ExerciseRouter(interactor: interactor, viewController: viewController)
    }

    func build(withListener listener: ExerciseListener) -> ExerciseRouting {
        build(withDynamicBuildDependency: listener, dynamicComponentDependency: ()).1
    }
}
