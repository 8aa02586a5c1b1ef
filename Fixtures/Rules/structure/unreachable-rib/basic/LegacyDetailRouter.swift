import RIBs

protocol LegacyDetailInteractable: Interactable {
    var router: LegacyDetailRouting? { get set }
    var listener: LegacyDetailListener? { get set }
}

final class LegacyDetailRouter: Router<LegacyDetailInteractable>, LegacyDetailRouting {
    init(interactor: LegacyDetailInteractable) {
        super.init(interactor: interactor)
        interactor.router = self
    }
}
