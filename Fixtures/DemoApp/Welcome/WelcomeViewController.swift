import RIBs

protocol WelcomePresentableListener: AnyObject {
    func signIn(name: String)
}

final class WelcomeViewController: WelcomePresentable, WelcomeViewControllable {
    weak var listener: WelcomePresentableListener?
    private(set) var isShowingUnknownRider = false

    /// The sign-in button.
    func tapSignIn(name: String) {
        isShowingUnknownRider = false
        listener?.signIn(name: name)
    }

    func showUnknownRider() {
        isShowingUnknownRider = true
    }
}
