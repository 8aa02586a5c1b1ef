#if canImport(UIKit)
import UIKit
#endif

/// The root router of an application: it has no parent to attach it, so it launches itself.
public protocol LaunchRouting: ViewableRouting {
    /// Activates the root interactor and loads the root router.
    func launch()

    #if canImport(UIKit)
    /// Shows the root view controller in `window`, then launches.
    func launch(from window: UIWindow)
    #endif
}

/// The router of the root RIB.
open class LaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType>, LaunchRouting {
    public override init(interactor: InteractorType, viewController: ViewControllerType) {
        super.init(interactor: interactor, viewController: viewController)
    }

    /// Activates the interactor first and loads second, as attaching a child does.
    public final func launch() {
        interactable.activate()
        load()
    }

    #if canImport(UIKit)
    public final func launch(from window: UIWindow) {
        window.rootViewController = viewControllable.uiviewController
        window.makeKeyAndVisible()
        launch()
    }
    #endif
}
