import RIBs

protocol EmojiInteractable: Interactable {
    var router: EmojiRouting? { get set }
    var listener: EmojiListener? { get set }
}

final class EmojiRouter: Router<EmojiInteractable>, EmojiRouting {
    init(interactor: EmojiInteractable) {
        super.init(interactor: interactor)
        interactor.router = self
    }
}
