import RIBs
import UIKit

/// Builds and activates the home-screen quick actions RIB itself: QuickActions has no parent
/// RIB, its router is no LaunchRouter, and it is still no dead code.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate, QuickActionsListener {
    private var quickActionsRouter: QuickActionsRouting?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let router = QuickActionsBuilder(dependency: AppComponent()).build(withListener: self)
        quickActionsRouter = router
        router.interactable.activate()
        router.load()
        return true
    }
}
