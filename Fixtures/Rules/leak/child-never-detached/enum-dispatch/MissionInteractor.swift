import RIBs

/// What the interactor asks its router for: one entry point, dispatched by a switch.
enum MissionRequest {
    case showShake
    case hideShake
    case showTap
    case hideTap
}

enum MissionKind {
    case shake
    case tap
}

protocol MissionRouting: ViewableRouting {
    func request(_ request: MissionRequest)
}

protocol MissionPresentable: Presentable {
    var listener: MissionPresentableListener? { get set }
}

protocol MissionListener: AnyObject {}

final class MissionInteractor: PresentableInteractor<MissionPresentable>, MissionInteractable, MissionPresentableListener {
    weak var router: MissionRouting?
    weak var listener: MissionListener?
    private let kind: MissionKind

    init(presenter: MissionPresentable, kind: MissionKind) {
        self.kind = kind
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // The shake mission is shown once, when the RIB is activated.
        switch kind {
        case .shake:
            router?.request(.showShake)
        case .tap:
            break
        }
    }

    // Called by the view on every tap of "retry": each call attaches another tap mission.
    func retryTapped() {
        router?.request(.showTap)
    }

    func shakeDidFinish() {
        router?.request(.hideShake)
    }

    func tapDidFinish() {
        router?.request(.hideTap)
    }
}
