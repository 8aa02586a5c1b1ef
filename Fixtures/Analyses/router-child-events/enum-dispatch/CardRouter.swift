import RIBs

enum CardRequest {
    case open
    case close
    case flip
}

protocol CardRouting: ViewableRouting {
    func request(_ request: CardRequest)
}
protocol CardInteractable: Interactable {
    var router: CardRouting? { get set }
}
protocol CardViewControllable: ViewControllable {}
protocol CardPresentable: Presentable {}
protocol FaceBuildable: Buildable {
    func build() -> ViewableRouting
}

/// What the view tells the interactor: the user flipped the card.
protocol CardPresentableListener: AnyObject {
    func userFlipped()
}
final class CardInteractor: PresentableInteractor<CardPresentable>, CardInteractable, CardPresentableListener {
    weak var router: CardRouting?

    override func didBecomeActive() {
        super.didBecomeActive()
        router?.request(.open)
    }

    func userFlipped() {
        router?.request(.flip)
    }
}

final class CardRouter: ViewableRouter<CardInteractable, CardViewControllable>, CardRouting {
    private let faceBuilder: FaceBuildable
    private var face: ViewableRouting?

    init(interactor: CardInteractable, viewController: CardViewControllable, faceBuilder: FaceBuildable) {
        self.faceBuilder = faceBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    // Called with `.open` by didBecomeActive and with `.flip` by a user action: not only at load
    // as a whole, but its `.open` case is.
    func request(_ request: CardRequest) {
        switch request {
        case .open:
            showFace()
        case .close:
            hideFace()
        case .flip:
            flipFace()
        }
    }

    private func showFace() { // fact: only-at-load
        let router = faceBuilder.build()
        face = router
        attachChild(router) // fact: attach other
    }

    private func hideFace() {
        guard let face else { return }
        detachChild(face) // fact: detach face
        self.face = nil
    }

    private func flipFace() {
        let router = faceBuilder.build()
        face = router
        attachChild(router) // fact: attach other
    }
}
