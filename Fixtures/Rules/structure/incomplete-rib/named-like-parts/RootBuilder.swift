import RIBs

protocol RootDependency: Dependency {
    var couponWallet: CouponWallet { get }
}

final class RootComponent: Component<RootDependency> {
    var couponWallet: CouponWallet { dependency.couponWallet }
}

extension RootComponent: CouponDependency {}

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
        let couponBuilder = CouponBuilder(dependency: component)
        return RootRouter(interactor: interactor, viewController: viewController, couponBuilder: couponBuilder)
    }
}
