import RIBs
import UIKit

/// Builds and activates Root: with no LaunchRouter, the app starts the tree itself.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var root: RootInteractable?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let (root, viewController) = RootBuilder(dependency: AppComponent()).build()
        self.root = root
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = viewController
        window.makeKeyAndVisible()
        self.window = window
        root.activate()
        return true
    }
}
