import RIBs
import UIKit

final class AppComponent: Component<EmptyDependency>, RootDependency {
    init() {
        super.init(dependency: EmptyComponent())
        FeatureContainer.shared.register(DIShopBuildable.self) { ShopBuilderAdapter(dependency: $0 as! DIShopDependency) }
        FeatureContainer.shared.register(DIAuditBuildable.self) { AuditBuilderAdapter(dependency: $0 as! DIAuditDependency) }
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var launchRouter: LaunchRouting?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        let launchRouter = RootBuilder(dependency: AppComponent()).build()
        self.launchRouter = launchRouter
        launchRouter.launch(from: window)
        return true
    }
}
