import RIBs

protocol HistoryInteractable: Interactable {
    var router: HistoryRouting? { get set }
    var listener: HistoryListener? { get set }
}

final class HistoryRouter: Router<HistoryInteractable>, HistoryRouting {
    init(interactor: HistoryInteractable) {
        super.init(interactor: interactor)
        interactor.router = self
    }
}
