import RIBs
import RxSwift

protocol ChatInteractable: Interactable, EmojiListener {
    var router: ChatRouting? { get set }
    var listener: ChatListener? { get set }
}

protocol ChatViewControllable: ViewControllable {
    var scrolls: Observable<Void> { get }
    var taps: Observable<Void> { get }
}

final class ChatRouter: ViewableRouter<ChatInteractable, ChatViewControllable>, ChatRouting {
    private let emojiBuilder: EmojiBuildable
    private var emoji: EmojiRouting?
    private let disposeBag = DisposeBag()

    init(interactor: ChatInteractable, viewController: ChatViewControllable, emojiBuilder: EmojiBuildable) {
        self.emojiBuilder = emojiBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        // riblint:disable rx/subscription-in-router
        viewController.scrolls
            .subscribe(onNext: { _ in })
            .disposed(by: disposeBag)
        // riblint:enable rx/subscription-in-router
        viewController.taps
            .subscribe(onNext: { _ in }) // expect: rx/subscription-in-router
            .disposed(by: disposeBag)
    }

    func routeToEmoji() {
        guard emoji == nil else { return }
        let emoji = emojiBuilder.build(withListener: interactor)
        self.emoji = emoji
        attachChild(emoji)
        // Two rules on one line, two ids separated by a comma.
        // riblint:disable-next-line rx/upward-subscription, rx/subscription-in-router
        emoji.lifecycle.subscribe(onNext: { _ in }).disposed(by: disposeBag)
        // Two ids separated by a space, on the offending line itself.
        emoji.lifecycle.subscribe(onNext: { _ in }).disposed(by: disposeBag) // riblint:disable-line rx/upward-subscription rx/subscription-in-router
    }

    func closeEmoji() {
        guard let emoji = emoji else { return }
        detachChild(emoji)
        self.emoji = nil
    }
}
