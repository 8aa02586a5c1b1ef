import RIBs

final class AppDelegate {
    private var launchRouter: LaunchRouting?

    func applicationDidFinishLaunching() {
        let launchRouter = RootBuilder(dependency: AppComponent()).build()
        self.launchRouter = launchRouter
    }
}
