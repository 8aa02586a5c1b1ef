import RIBs

protocol AvatarRouting: Routing {}

protocol AvatarListener: AnyObject {
    func avatarDidChange()
}

final class AvatarInteractor: Interactor, AvatarInteractable {
    weak var router: AvatarRouting?
    // `unowned` is as good as `weak` for this rule: the parent outlives its child.
    unowned let listener: AvatarListener

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
