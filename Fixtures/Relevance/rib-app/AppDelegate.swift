// relevance: needed (builds the root RIB: names a RIB part)
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    private var launchRouter: LaunchRouting?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let router = RootBuilder(dependency: AppComponent()).build()
        launchRouter = router
        return true
    }
}
