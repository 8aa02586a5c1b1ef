import RIBs

protocol HelpRouting: ViewableRouting {}

protocol HelpPresentable: Presentable {
    var listener: HelpPresentableListener? { get set }
}

protocol HelpListener: AnyObject {
    func helpDidFinish()
}

// Clean: Root's builder makes HelpBuilder and gives it to Root's router, which attaches Help.
final class HelpInteractor: PresentableInteractor<HelpPresentable>, HelpInteractable, HelpPresentableListener {
    weak var router: HelpRouting?
    weak var listener: HelpListener?

    private let faqIndex: FaqIndex

    init(presenter: HelpPresentable, faqIndex: FaqIndex) {
        self.faqIndex = faqIndex
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }

    func didTapClose() {
        listener?.helpDidFinish()
    }
}
