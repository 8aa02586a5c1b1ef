import RIBs
import RxSwift

protocol ChatRouting: ViewableRouting {
    func routeToEmoji()
}

protocol ChatPresentable: Presentable {
    var listener: ChatPresentableListener? { get set }
    var typing: Observable<Bool> { get }
}

protocol ChatListener: AnyObject {}

final class ChatInteractor: PresentableInteractor<ChatPresentable>, ChatInteractable, ChatPresentableListener {
    weak var router: ChatRouting? // riblint:disable-line leak/strong-listener // expect: lint/unused-suppression
    var listener: ChatListener? // riblint:disable-line leak/strong-listener

    private let messages: Observable<String>
    private let foreverBag = DisposeBag()

    init(presenter: ChatPresentable, messages: Observable<String>) {
        self.messages = messages
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()

        // riblint:disable-next-line lifecycle/unconfined-subscription
        _ = messages.subscribe(onNext: { _ in })

        // riblint:disable-next-line all
        _ = presenter.typing.subscribe(onNext: { _ in })

        // The finding is on the `subscribe` line, so the suppression goes right above it.
        messages
            // riblint:disable-next-line lifecycle/unconfined-subscription
            .subscribe(onNext: { _ in })
            .disposed(by: foreverBag)

        // Names another rule than the one that fires on the next line: it suppresses nothing,
        // and the finding stays.
        // riblint:disable-next-line leak/strong-listener // expect: lint/unused-suppression
        _ = messages.subscribe(onNext: { _ in }) // expect: lifecycle/unconfined-subscription

        // In a string, not a comment: no suppression at all.
        let note = "// riblint:disable-next-line all"
        _ = presenter.typing.subscribe(onNext: { _ in print(note) }) // expect: lifecycle/unconfined-subscription
    }

    override func willResignActive() {
        super.willResignActive()
    }

    func emojiDidPick(_ emoji: String) {}
}
