import RIBs

protocol SearchInteractable: Interactable, HistoryListener {
    var router: SearchRouting? { get set }
    var listener: SearchListener? { get set }
}

protocol SearchViewControllable: ViewControllable {}

final class SearchRouter: ViewableRouter<SearchInteractable, SearchViewControllable>, SearchRouting {
    private let historyBuilder: HistoryBuildable

    init(interactor: SearchInteractable, viewController: SearchViewControllable, historyBuilder: HistoryBuildable) {
        self.historyBuilder = historyBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let history = historyBuilder.build(withListener: interactor)
        attachChild(history)
    }
}
