import RIBs
import UIKit

/// A demo app that shows the Gallery RIB on its own while the feature is being built. It is a
/// harness, not the app: building Gallery here does not make Gallery a root.
@main
final class GalleryDemoAppDelegate: UIResponder, UIApplicationDelegate, GalleryListener {
    private var galleryRouter: GalleryRouting?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let router = GalleryBuilder(dependency: DemoGalleryDependency()).build(withListener: self)
        galleryRouter = router
        router.interactable.activate()
        router.load()
        return true
    }
}

final class DemoGalleryDependency: GalleryDependency {}
