import Foundation
import RIBs

protocol ShareRouting: ViewableRouting {}

protocol SharePresentable: Presentable {
    var listener: SharePresentableListener? { get set }
}

protocol ShareListener: AnyObject {
    func shareDidFinish()
}

// Clean: no RIB builds Share, but ShareViewController, the share extension's entry point,
// builds and activates it: the root of the extension's own tree.
final class ShareInteractor: PresentableInteractor<SharePresentable>, ShareInteractable, SharePresentableListener {
    weak var router: ShareRouting?
    weak var listener: ShareListener?

    private let outbox: DraftOutbox

    init(presenter: SharePresentable, outbox: DraftOutbox) {
        self.outbox = outbox
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }

    func didTapSave(photo: URL) {
        outbox.enqueue(photo)
        listener?.shareDidFinish()
    }

    func didTapCancel() {
        listener?.shareDidFinish()
    }
}
