import RIBs

protocol GateRouting: ViewableRouting {
    func routeToWelcome()
    func routeToLobby()
}

protocol GatePresentable: Presentable {
    var listener: GatePresentableListener? { get set }
}

final class GateInteractor: PresentableInteractor<GatePresentable>, GateInteractable, GatePresentableListener {
    weak var router: GateRouting?

    override init(presenter: GatePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // Each tap of the view's buttons routes again.
    func showWelcome() {
        router?.routeToWelcome()
    }

    func showLobby() {
        router?.routeToLobby()
    }
}
