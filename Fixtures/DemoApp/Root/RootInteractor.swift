import RIBs

protocol RootRouting: ViewableRouting {
    func routeToWelcome()
    func routeToRiding(rider: Rider)
}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
    func show(signedInRider: Rider?)
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: RootRouting?

    override init(presenter: RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - WelcomeListener

    func welcomeDidSignIn(rider: Rider) {
        presenter.show(signedInRider: rider)
        router?.routeToRiding(rider: rider)
    }

    // MARK: - RidingListener

    func ridingDidSignOut() {
        presenter.show(signedInRider: nil)
        router?.routeToWelcome()
    }
}
