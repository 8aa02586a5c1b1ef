import RIBs
import UIKit

/// Launches Root, the main tree.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let appComponent = AppComponent()
    private var launchRouter: LaunchRouting?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        let launchRouter = RootBuilder(dependency: appComponent).build()
        self.launchRouter = launchRouter
        launchRouter.launch(from: window)
    }
}
