import RIBs

final class AppDelegate {
    private var launchRouter: LaunchRouting?

    func applicationDidFinishLaunching() {
        launchRouter = RootBuilder { RootComponent() }.build()
    }
}

final class Session {}
final class ImageCache {}
final class FeedService {}
final class Theme {}
