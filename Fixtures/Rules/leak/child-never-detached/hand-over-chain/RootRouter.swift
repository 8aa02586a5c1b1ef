import RIBs

protocol RootInteractable: Interactable, SplashListener, OnboardingListener, HomeListener, HelpListener, BannerListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {
    func present(_ viewController: ViewControllable)
    func dismiss(_ viewController: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let splashBuilder: SplashBuildable
    private let onboardingBuilder: OnboardingBuildable
    private let homeBuilder: HomeBuildable
    private let helpBuilder: HelpBuildable
    private let bannerBuilder: BannerBuildable
    private var splash: SplashRouting?
    private var onboarding: OnboardingRouting?
    private var home: HomeRouting?
    private var help: HelpRouting?
    private var banner: BannerRouting?

    init(interactor: RootInteractable, viewController: RootViewControllable, splashBuilder: SplashBuildable,
         onboardingBuilder: OnboardingBuildable, homeBuilder: HomeBuildable, helpBuilder: HelpBuildable,
         bannerBuilder: BannerBuildable) {
        self.splashBuilder = splashBuilder
        self.onboardingBuilder = onboardingBuilder
        self.homeBuilder = homeBuilder
        self.helpBuilder = helpBuilder
        self.bannerBuilder = bannerBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // Called only from the interactor's `viewDidLoad`: attaches once.
    func routeToSplash() {
        let splash = splashBuilder.build(withListener: interactor)
        self.splash = splash
        attachChild(splash)
        viewController.present(splash.viewControllable)
    }

    func dismissSplash() {
        guard let splash = splash else { return }
        viewController.dismiss(splash.viewControllable)
        detachChild(splash)
        self.splash = nil
    }

    // No nil-check, but run only after the interactor had Splash detached: once.
    func routeToOnboarding() {
        let onboarding = onboardingBuilder.build(withListener: interactor)
        self.onboarding = onboarding
        attachChild(onboarding)
        viewController.present(onboarding.viewControllable)
    }

    func dismissOnboarding() {
        guard let onboarding = onboarding else { return }
        viewController.dismiss(onboarding.viewControllable)
        detachChild(onboarding)
        self.onboarding = nil
    }

    // Reached through the interactor's helper in answer to Onboarding (itself attached once),
    // which it detaches after attaching Home.
    func routeToHome() {
        let home = homeBuilder.build(withListener: interactor)
        self.home = home
        attachChild(home)
        viewController.present(home.viewControllable)
        dismissOnboarding()
    }

    // Home asks for it as often as it likes, and Home is never detached on the way.
    func routeToHelp() {
        let help = helpBuilder.build(withListener: interactor)
        self.help = help
        attachChild(help) // expect: leak/child-never-detached
        viewController.present(help.viewControllable)
    }

    // Run on every appearance of the screen.
    func routeToBanner() {
        let banner = bannerBuilder.build(withListener: interactor)
        self.banner = banner
        attachChild(banner) // expect: leak/child-never-detached
        viewController.present(banner.viewControllable)
    }
}
