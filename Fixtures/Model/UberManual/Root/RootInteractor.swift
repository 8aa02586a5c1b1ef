import RIBs

protocol RootRouting: ViewableRouting {
    func routeToLoggedIn(player1Name: String, player2Name: String)
}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

protocol RootListener: AnyObject {}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: RootRouting?
    weak var listener: RootListener?

    override init(presenter: RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func didLogin(player1Name: String, player2Name: String) {
        router?.routeToLoggedIn(player1Name: player1Name, player2Name: player2Name)
    }
}
