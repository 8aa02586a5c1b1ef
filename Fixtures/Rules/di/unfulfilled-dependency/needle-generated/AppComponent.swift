import NeedleFoundation
import RIBs

/// Needle's root: a BootstrapComponent, parent of RootComponent, and the only provider of
/// workoutStore and of the heart-rate monitor (written through its typealias).
final class AppComponent: BootstrapComponent {
    var workoutStore: WorkoutStore { shared { WorkoutStore() } }
    var heartRateMonitor: Monitor { shared { HeartRateMonitor() } }

    var rootBuilder: RootBuildable {
        RootBuilder { RootComponent(parent: self) }
    }
}
