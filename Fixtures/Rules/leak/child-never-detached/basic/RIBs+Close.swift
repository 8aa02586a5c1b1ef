import RIBs

// The project's own helper on the framework class: every router that descends from
// ViewableRouter can detach a child through it.
extension ViewableRouter {
    func detachWhenClosed(_ child: ViewableRouting?) {
        guard let child = child else { return }
        detachChild(child)
    }
}
