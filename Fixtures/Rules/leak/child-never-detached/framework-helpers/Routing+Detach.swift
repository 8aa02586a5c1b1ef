import RIBs

// Helpers declared on the framework's base class and on its routing protocol, not on
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
}
