import NeedleFoundation
import RIBs

/// One path: App > Root > Plan > Exercise.
protocol ExerciseDependency: Dependency {
    // Clean: provided only by AppComponent, three components up the parent chain.
    var workoutStore: WorkoutStore { get }
    // Clean: provided by the parent component, PlanComponent.
    var planCalendar: PlanCalendar { get }
    // No component on the chain (Plan, Root, App) provides it.
    var heartRateMonitor: HeartRateMonitor { get } // expect: di/unfulfilled-dependency
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
        interactor.listener = listener
        return ExerciseRouter(interactor: interactor, viewController: viewController)
    }

    func build(withListener listener: ExerciseListener) -> ExerciseRouting {
        build(withDynamicBuildDependency: listener, dynamicComponentDependency: ()).1
    }
}
