import RIBs

protocol RootPresentableListener: AnyObject {}

final class RootViewController: RootPresentable, RootViewControllable, RidingViewControllable {
    weak var listener: RootPresentableListener?
    private var stack = ScreenStack()
    private(set) var title = "Pedal"

    var presentedScreens: [ViewControllable] {
        stack.screens
    }

    func present(_ screen: ViewControllable) {
        stack.present(screen)
    }

    func dismiss(_ screen: ViewControllable) {
        stack.dismiss(screen)
    }

    func show(signedInRider: Rider?) {
        title = signedInRider.map { "Pedal: \($0.name)" } ?? "Pedal"
    }
}
