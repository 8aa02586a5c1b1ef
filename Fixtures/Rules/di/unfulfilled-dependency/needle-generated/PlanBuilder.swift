import NeedleFoundation
import RIBs

protocol PlanDependency: Dependency {}

final class PlanComponent: Component<PlanDependency> {
    var planCalendar: PlanCalendar { shared { PlanCalendar() } }

    var exerciseBuilder: ExerciseBuildable {
        ExerciseBuilder { ExerciseComponent(parent: self) }
    }
}

// MARK: - Builder

protocol PlanBuildable: Buildable {
    func build(withListener listener: PlanListener) -> PlanRouting
}

final class PlanBuilder: ComponentizedBuilder<PlanComponent, PlanRouting, PlanListener, Void>, PlanBuildable {
    override func build(with component: PlanComponent, _ listener: PlanListener) -> PlanRouting {
        let viewController = PlanViewController()
        let interactor = PlanInteractor(presenter: viewController, calendar: component.planCalendar)
        interactor.listener = listener
        return PlanRouter(interactor: interactor, viewController: viewController, exerciseBuilder: component.exerciseBuilder)
    }

    func build(withListener listener: PlanListener) -> PlanRouting {
        build(withDynamicBuildDependency: listener, dynamicComponentDependency: ()).1
    }
}
