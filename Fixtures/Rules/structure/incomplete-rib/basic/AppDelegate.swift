import RIBs
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var launchRouter: LaunchRouting?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        // The app builds its root by hand: AppRouter has no builder.
        let viewController = AppViewController()
        let interactor = AppInteractor(presenter: viewController)
        let router = AppRouter(interactor: interactor, viewController: viewController, component: AppComponent())
        launchRouter = router
        router.launch(from: window)
        return true
    }
}
