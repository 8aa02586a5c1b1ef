import RIBs

protocol AvatarRouting: Routing {}

protocol AvatarListener: AnyObject {
    func avatarDidChange()
}

final class AvatarInteractor: Interactor, AvatarInteractable {
    weak var router: AvatarRouting?
    // `unowned` is as good as `weak` for this rule: the parent outlives its child.
    unowned let listener: AvatarListener
    // Matched by its name alone, and of a type that only a plain object implements: the host hands
    // over a standalone relay that this interactor alone holds, not a RIB up the tree. Clean.
    var delegate: AvatarExportListening?

    init(listener: AvatarListener) {
        self.listener = listener
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        listener.avatarDidChange()
    }

    override func willResignActive() {
        super.willResignActive()
    }
}

protocol AvatarExportListening: AnyObject {
    func exportDidFinish()
}

/// What the host keeps of an export: a relay it reads, owned by AvatarInteractor alone.
final class AvatarExportRelay: AvatarExportListening {
    private(set) var finished = false
    func exportDidFinish() { finished = true }
}
