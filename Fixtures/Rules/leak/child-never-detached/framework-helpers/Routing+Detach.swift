import RIBs

// Helpers declared on the framework's base class and on its routing protocol, and two on
// ViewableRouter: every router of the app has them.

extension Router {
    /// Detaches the child it is given, if any.
    func release(_ child: Routing?) {
        guard let child else { return }
        detachChild(child)
    }

    /// Detaches the child it is given (through `release`), then runs `attach`.
    func replace(_ child: Routing?, then attach: () -> Void) {
        release(child)
        attach()
    }
}

extension Routing {
    /// Detaches every child: routers that show one child at a time call it before attaching.
    func detachAll() {
        children.forEach { detachChild($0) }
    }

    /// Nothing calls it: it detaches nothing for any router.
    func resetEverything() {
        detachAll()
    }
}

extension ViewableRouter {
    /// Detaches `child` once its screen has been closed: the screen reports its dismissal
    /// through `whenDismissed`, however long after the call that is.
    func detachWhenDismissed(child: ViewableRouting) {
        child.viewControllable.whenDismissed { [weak self] in
            self?.detachChild(child)
        }
    }

    /// Only notes which child is on screen: it detaches nothing.
    func log(shown child: ViewableRouting) {
        print("showing \(type(of: child))")
    }
}

extension ViewControllable {
    /// Runs `action` when the screen is dismissed (a stand-in for a real dismissal hook).
    func whenDismissed(_ action: @escaping () -> Void) {
        DispatchQueue.main.async(execute: action)
    }
}
