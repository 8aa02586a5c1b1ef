#if canImport(UIKit)
import UIKit
#endif

/// A view controller as the framework sees it. Platform-neutral: on Linux any class can be one;
/// with UIKit it also exposes the `UIViewController` for presentation.
public protocol ViewControllable: AnyObject {
    #if canImport(UIKit)
    var uiviewController: UIViewController { get }
    #endif
}

#if canImport(UIKit)
extension ViewControllable where Self: UIViewController {
    public var uiviewController: UIViewController { self }
}
#endif
