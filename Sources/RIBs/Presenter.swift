/// The presentation part of a RIB, as its interactor sees it (usually a protocol the view
/// controller adopts).
public protocol Presentable: AnyObject {}

/// A presenter separate from the view controller, for RIBs whose presentation logic is big
/// enough to deserve its own class.
open class Presenter<ViewControllerType>: Presentable {
    public let viewController: ViewControllerType

    public init(viewController: ViewControllerType) {
        self.viewController = viewController
    }
}
