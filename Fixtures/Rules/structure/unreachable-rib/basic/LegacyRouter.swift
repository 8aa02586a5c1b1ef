import RIBs

protocol LegacyInteractable: Interactable, LegacyDetailListener {
    var router: LegacyRouting? { get set }
    var listener: LegacyListener? { get set }
}

protocol LegacyViewControllable: ViewControllable {}

final class LegacyRouter: ViewableRouter<LegacyInteractable, LegacyViewControllable>, LegacyRouting {
    private let legacyDetailBuilder: LegacyDetailBuildable

    init(interactor: LegacyInteractable, viewController: LegacyViewControllable, legacyDetailBuilder: LegacyDetailBuildable) {
        self.legacyDetailBuilder = legacyDetailBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let legacyDetail = legacyDetailBuilder.build(withListener: interactor)
        attachChild(legacyDetail)
    }
}
