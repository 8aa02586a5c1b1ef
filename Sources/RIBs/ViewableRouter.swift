/// A router whose RIB owns a view.
public protocol ViewableRouting: Routing {
    var viewControllable: ViewControllable { get }
}

/// A router that owns its RIB's view controller in addition to the interactor.
open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>, ViewableRouting {
    /// The view controller, with the type the RIB declared for it.
    public let viewController: ViewControllerType

    /// The same view controller, as the framework sees it.
    public let viewControllable: ViewControllable

    /// Traps when `viewController` does not conform to `ViewControllable` (a builder mistake).
    public init(interactor: InteractorType, viewController: ViewControllerType) {
        self.viewController = viewController
        guard let viewControllable = viewController as? ViewControllable else {
            fatalError("\(type(of: viewController as Any)) should conform to ViewControllable to be the view controller of a router.")
        }
        self.viewControllable = viewControllable
        super.init(interactor: interactor)
    }
}
