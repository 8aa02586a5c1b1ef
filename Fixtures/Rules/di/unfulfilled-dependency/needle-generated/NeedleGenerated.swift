// The shape of the file Needle's generator writes (written here by hand): one provider class
// per registered component path, a factory that makes it, and a registration of the path.
// It was generated before ExerciseDependency gained `coach`.

import NeedleFoundation
import RIBs

private func parent1(_ component: NeedleFoundation.Scope) -> NeedleFoundation.Scope {
    return component.parent
}

private func parent3(_ component: NeedleFoundation.Scope) -> NeedleFoundation.Scope {
    return component.parent.parent.parent
}

#if !NEEDLE_DYNAMIC

private class ExerciseDependencyA1B2C3Provider: ExerciseDependency {
    var workoutStore: WorkoutStore {
        return appComponent.workoutStore
    }
    var planCalendar: PlanCalendar {
        return planComponent.planCalendar
    }
    var heartRateMonitor: HeartRateMonitor {
        return appComponent.heartRateMonitor
    }
    private let appComponent: AppComponent
    private let planComponent: PlanComponent
    init(appComponent: AppComponent, planComponent: PlanComponent) {
        self.appComponent = appComponent
        self.planComponent = planComponent
    }
}

/// ^->AppComponent->RootComponent->PlanComponent->ExerciseComponent
private func factoryExercise0001(_ component: NeedleFoundation.Scope) -> AnyObject {
    return ExerciseDependencyA1B2C3Provider(appComponent: parent3(component) as! AppComponent,
                                            planComponent: parent1(component) as! PlanComponent)
}

#endif

private func registerProviderFactory(_ componentPath: String, _ factory: @escaping (NeedleFoundation.Scope) -> AnyObject) {
    __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: componentPath, factory)
}

@inline(never) private func register1() {
    registerProviderFactory("^->AppComponent->RootComponent->PlanComponent->ExerciseComponent", factoryExercise0001)
}

public func registerProviderFactories() {
    register1()
}
