import RIBs
import UIKit

/// A design-preview screen outside the RIB tree: it builds the Avatar RIB itself, activates it
/// and keeps the router `build` returned. It is the RIB's owner, so the strong property is the
/// one reference that keeps the RIB alive: clean.
final class AvatarPreviewHostViewController: UIViewController, AvatarListener {
    private var previewRouter: AvatarRouting?
    // Handed in from outside rather than built here: a plain strong back-reference.
    var hostRouter: ProfileRouting? // expect: leak/strong-listener

    func showPreview(dependency: AvatarDependency) {
        let router = AvatarBuilder(dependency: dependency).build(withListener: self)
        router.interactable.activate()
        previewRouter = router
    }

    func closePreview() {
        previewRouter?.interactable.deactivate()
        previewRouter = nil
    }
}

protocol ProfileSharingListening: AnyObject {}

/// A plain object, no RIB part, but it builds the Avatar RIB and keeps its router: handed to
/// ProfileInteractor as its `delegate`, it may hold the tree that holds it.
final class AvatarSharingCoordinator: ProfileSharingListening, AvatarListener {
    private var avatar: AvatarRouting?

    func start(dependency: AvatarDependency) {
        avatar = AvatarBuilder(dependency: dependency).build(withListener: self)
    }

    func avatarDidChange() {}
}
