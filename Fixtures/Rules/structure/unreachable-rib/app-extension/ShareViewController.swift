import RIBs
import UIKit

/// The share extension's principal class (NSExtensionPrincipalClass in its Info.plist).
/// Clean: merely named like Share's view controller. It inherits no RIB base (UIKit's
/// UIViewController only), implements neither SharePresentable nor ShareViewControllable, and
/// ShareBuilder never constructs it, so it is no part of the Share RIB but its host. It builds
/// the Share RIB, keeps the router it built (owned, not a back-reference) and activates it:
/// Share is the root of the extension's tree, so it is not unreachable.
final class ShareViewController: UIViewController, ShareListener {
    private var shareRouter: ShareRouting?

    override func viewDidLoad() {
        super.viewDidLoad()
        let router = ShareBuilder(dependency: ShareExtensionComponent()).build(withListener: self)
        shareRouter = router
        router.interactable.activate()
        router.load()
        let composer = router.viewControllable.uiviewController
        addChild(composer)
        view.addSubview(composer.view)
        composer.didMove(toParent: self)
    }

    func shareDidFinish() {
        shareRouter?.interactable.deactivate()
        shareRouter = nil
        extensionContext?.completeRequest(returningItems: [], completionHandler: nil)
    }
}
