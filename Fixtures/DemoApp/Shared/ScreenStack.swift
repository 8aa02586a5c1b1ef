import RIBs

/// The screens a view controller shows on top of itself. It stands in for UIKit's presentation so
/// that the app runs, and is tested, on Linux.
struct ScreenStack {
    private(set) var screens: [ViewControllable] = []

    mutating func present(_ screen: ViewControllable) {
        screens.append(screen)
    }

    mutating func dismiss(_ screen: ViewControllable) {
        screens.removeAll { $0 === screen }
    }
}

/// A view controller that other RIBs' screens are shown on.
protocol ScreenPresenting: AnyObject {
    func present(_ screen: ViewControllable)
    func dismiss(_ screen: ViewControllable)
}
