import Foundation
import RIBs

protocol PlayerRouting: ViewableRouting {}

protocol PlayerPresentable: Presentable {
    var listener: PlayerPresentableListener? { get set }
    func show(progress: Double)
    func show(message: String)
}

protocol PlayerListener: AnyObject {
    func playerDidFinish()
}

final class PlayerInteractor: PresentableInteractor<PlayerPresentable>, PlayerInteractable, PlayerPresentableListener {
    weak var router: PlayerRouting?
    weak var listener: PlayerListener?

    private var onProgress: ((Double) -> Void)?
    private var onFinish: (() -> Void)?
    private var onError: ((Error) -> Void)?
    private var handlers: [() -> Void] = []
    private var retry: (() -> Void)?
    private var fallback: (() -> Void)?
    private var skip: (() -> Void)?
    private let format: (Double) -> String
    // Immediately invoked: the property stores the String, not the closure, so no cycle.
    private lazy var title: String = { self.makeTitle() }()

    override init(presenter: PlayerPresentable) {
        format = { String(format: "%.0f%%", $0 * 100) }
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()

        onProgress = { progress in
            self.presenter.show(progress: progress) // expect: leak/self-capture-in-stored-closure
        }
        // An explicit `[self]` capture is a strong capture too.
        onFinish = { [self] in finish() } // expect: leak/self-capture-in-stored-closure
        handlers.append { self.reload() } // expect: leak/self-capture-in-stored-closure
        // The first `self` names the property; only the one inside the closure is the capture.
        self.onError = { error in self.show(error) } // expect: leak/self-capture-in-stored-closure

        // Weak and unowned captures break the cycle.
        retry = { [weak self] in self?.reload() }
        fallback = { [weak self] in
            guard let self = self else { return }
            self.reload()
        }
        skip = { [unowned self] in self.finish() }

        // Not stored in a property of self: run once and released.
        DispatchQueue.main.async { self.reload() }
        let work = { self.reload() }
        work()
        presenter.show(message: title)
    }

    override func willResignActive() {
        super.willResignActive()
        handlers.removeAll()
    }

    func reload() {
        presenter.show(progress: 0)
    }

    private func finish() {
        listener?.playerDidFinish()
    }

    private func show(_ error: Error) {
        presenter.show(message: format(0))
    }

    private func makeTitle() -> String {
        "Player"
    }
}
