import RIBs

protocol SettingsRouting: ViewableRouting {}

protocol SettingsPresentable: Presentable {
    var listener: SettingsPresentableListener? { get set }
}

protocol SettingsListener: AnyObject {}

final class SettingsInteractor: PresentableInteractor<SettingsPresentable>, SettingsInteractable, SettingsPresentableListener {
    weak var router: SettingsRouting?
    weak var listener: SettingsListener?

    private let mailbox: Mailbox

    init(presenter: SettingsPresentable, mailbox: Mailbox) {
        self.mailbox = mailbox
        super.init(presenter: presenter)
        presenter.listener = self
    }

    var signature: String { mailbox.signature() }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }
}
