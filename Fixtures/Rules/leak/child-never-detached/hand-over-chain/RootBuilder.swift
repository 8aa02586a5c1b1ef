import RIBs

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency> {}

extension RootComponent: SplashDependency, OnboardingDependency, HomeDependency, HelpDependency, BannerDependency {}

// MARK: - Builder

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(interactor: interactor, viewController: viewController,
                          splashBuilder: SplashBuilder(dependency: component),
                          onboardingBuilder: OnboardingBuilder(dependency: component),
                          homeBuilder: HomeBuilder(dependency: component),
                          helpBuilder: HelpBuilder(dependency: component),
                          bannerBuilder: BannerBuilder(dependency: component))
    }
}
