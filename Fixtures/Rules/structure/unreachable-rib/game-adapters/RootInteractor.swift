import RIBs

protocol RootRouting: ViewableRouting {
    func routeToGame(with builder: GameBuildable)
    func routeToLobby()
}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
    func show(titles: [String])
}

protocol RootListener: AnyObject {}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: RootRouting?
    weak var listener: RootListener?

    private let games: [Game]

    init(presenter: RootPresentable, games: [Game]) {
        self.games = games
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.show(titles: games.map(\.title))
    }

    override func willResignActive() {
        super.willResignActive()
    }

    func didPickGame(at index: Int) {
        guard games.indices.contains(index) else { return }
        router?.routeToGame(with: games[index].builder)
    }

    func gameDidEnd() {
        router?.routeToLobby()
    }
}
