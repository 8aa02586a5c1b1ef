import RIBs

protocol MissionInteractable: Interactable, ShakeListener, TapListener {
    var router: MissionRouting? { get set }
    var listener: MissionListener? { get set }
}

protocol MissionViewControllable: ViewControllable {}

final class MissionRouter: ViewableRouter<MissionInteractable, MissionViewControllable>, MissionRouting {
    private let shakeBuilder: ShakeBuildable
    private let tapBuilder: TapBuildable
    private var shakeRouter: ShakeRouting?
    private var tapRouter: TapRouting?

    init(interactor: MissionInteractable, viewController: MissionViewControllable,
         shakeBuilder: ShakeBuildable, tapBuilder: TapBuildable) {
        self.shakeBuilder = shakeBuilder
        self.tapBuilder = tapBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func request(_ request: MissionRequest) {
        switch request {
        case .showShake:
            presentShake()
        case .hideShake:
            dismissShake()
        case .showTap:
            presentTap()
        case .hideTap:
            dismissTap()
        }
    }

    // Reached only through `request(.showShake)`, which only didBecomeActive makes: once per
    // activation, so the missing nil-check loses nothing.
    private func presentShake() {
        let router = shakeBuilder.build(withListener: interactor)
        shakeRouter = router
        attachChild(router)
    }

    private func dismissShake() {
        guard let shakeRouter else { return }
        detachChild(shakeRouter)
        self.shakeRouter = nil
    }

    // Reached through `request(.showTap)` on every retry: a second tap overwrites the first.
    private func presentTap() {
        let router = tapBuilder.build(withListener: interactor)
        tapRouter = router
        attachChild(router) // expect: leak/child-never-detached
    }

    private func dismissTap() {
        guard let tapRouter else { return }
        detachChild(tapRouter)
        self.tapRouter = nil
    }
}
