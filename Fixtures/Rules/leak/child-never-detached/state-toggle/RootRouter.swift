import RIBs

protocol RootInteractable: Interactable, LoggedOutListener, LoggedInListener, ProfileListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {
    func present(_ viewController: ViewControllable)
    func dismiss(_ viewController: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let loggedOutBuilder: LoggedOutBuildable
    private let loggedInBuilder: LoggedInBuildable
    private let profileBuilder: ProfileBuildable
    private var loggedOut: LoggedOutRouting?
    private var loggedIn: LoggedInRouting?
    private var profile: ProfileRouting?

    init(interactor: RootInteractable, viewController: RootViewControllable, loggedOutBuilder: LoggedOutBuildable,
         loggedInBuilder: LoggedInBuildable, profileBuilder: ProfileBuildable) {
        self.loggedOutBuilder = loggedOutBuilder
        self.loggedInBuilder = loggedInBuilder
        self.profileBuilder = profileBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        routeToLoggedOut()
    }

    // In answer to LoggedOut only, which it detaches; LoggedOut is attached at load or in
    // answer to LoggedIn, which the route below detaches in turn. Clean, without a nil-check.
    func routeToLoggedIn() {
        if let loggedOut = loggedOut {
            detachChild(loggedOut)
            viewController.dismiss(loggedOut.viewControllable)
            self.loggedOut = nil
        }
        let loggedIn = loggedInBuilder.build(withListener: interactor)
        self.loggedIn = loggedIn
        attachChild(loggedIn)
        viewController.present(loggedIn.viewControllable)
    }

    func routeToLoggedOut() {
        if let loggedIn = loggedIn {
            detachChild(loggedIn)
            viewController.dismiss(loggedIn.viewControllable)
            self.loggedIn = nil
        }
        let loggedOut = loggedOutBuilder.build(withListener: interactor)
        self.loggedOut = loggedOut
        attachChild(loggedOut)
        viewController.present(loggedOut.viewControllable)
    }

    // Detaches LoggedOut, but LoggedIn asks for it too (through `tokenRefreshed`) and stays.
    func routeToProfile() {
        if let loggedOut = loggedOut {
            detachChild(loggedOut)
            self.loggedOut = nil
        }
        let profile = profileBuilder.build(withListener: interactor)
        self.profile = profile
        attachChild(profile) // expect: leak/child-never-detached
        viewController.present(profile.viewControllable)
    }
}
