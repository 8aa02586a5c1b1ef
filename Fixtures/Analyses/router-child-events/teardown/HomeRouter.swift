import RIBs
import RxSwift

protocol HomeInteractable: Interactable {
    var router: HomeRouting? { get set }
}
protocol HomeViewControllable: ViewControllable {}
protocol HomeRouting: ViewableRouting {
    func showBanner()
    func cleanupViews()
    func closeBanner()
    func hideHints()
}
protocol BannerBuildable: Buildable {
    func build(withListener listener: HomeInteractable) -> ViewableRouting
}

final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
    private let bannerBuilder: BannerBuildable
    private var banner: ViewableRouting?

    init(interactor: HomeInteractable, viewController: HomeViewControllable, bannerBuilder: BannerBuildable) {
        self.bannerBuilder = bannerBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func showBanner() { // fact: only-at-load
        guard banner == nil else { return }
        let router = bannerBuilder.build(withListener: interactor)
        banner = router
        attachChild(router) // fact: attach other
    }

    // Called only from the interactor's willResignActive: it runs while Home goes away, and so
    // does the helper only it calls.
    func cleanupViews() { // fact: only-at-teardown
        dropBanner()
    }

    private func dropBanner() { // fact: only-at-teardown
        if let banner = banner {
            detachChild(banner) // fact: detach banner
        }
    }

    // Called from willResignActive and from a user's tap: not only while Home goes away.
    func closeBanner() {
        if let banner = banner {
            detachChild(banner) // fact: detach banner
            self.banner = nil
        }
    }

    // Called from willResignActive, but inside a stream's handler, which runs on every event.
    func hideHints() {}
}

/// What the view tells the interactor: the user tapped the banner.
protocol HomePresentableListener: AnyObject {
    func bannerTapped()
}

final class HomeInteractor: Interactor, HomeInteractable, HomePresentableListener {
    weak var router: HomeRouting?
    private let hints: Observable<Void>

    init(hints: Observable<Void>) {
        self.hints = hints
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        router?.showBanner()
    }

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
        router?.closeBanner()
        _ = hints.subscribe(onNext: { [weak self] in self?.router?.hideHints() })
    }

    func bannerTapped() {
        router?.closeBanner()
    }
}
