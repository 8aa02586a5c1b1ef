import NeedleFoundation
import RIBs

/// Needle's root: a BootstrapComponent, parent of RootComponent, and the only provider of
/// workoutStore.
final class AppComponent: BootstrapComponent {
    var workoutStore: WorkoutStore { shared { WorkoutStore() } }

    var rootBuilder: RootBuildable {
        RootBuilder { RootComponent(parent: self) }
    }
}
