import RIBs

protocol EmojiRouting: Routing {}

protocol EmojiListener: AnyObject {}

final class EmojiInteractor: Interactor, EmojiInteractable {
    weak var router: EmojiRouting?
    weak var listener: EmojiListener?

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }
}
