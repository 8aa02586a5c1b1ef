import RIBs

protocol RootDependency: Dependency {
    var faqIndex: FaqIndex { get }
    var couponFeed: CouponFeed { get }
}

final class RootComponent: Component<RootDependency> {
    var faqIndex: FaqIndex { dependency.faqIndex }
    var couponFeed: CouponFeed { dependency.couponFeed }
}

extension RootComponent: HelpDependency, PromoDependency {}

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
        // Clean: Help's builder is made here and handed to the router, which attaches Help.
        let helpBuilder = HelpBuilder(dependency: component)
        // Made and then dropped: the promo banner was taken out of the router, but this line
        // stayed. Nothing reads `promoBuilder`, so no router can ever attach Promo.
        let promoBuilder = PromoBuilder(dependency: component)
        return RootRouter(interactor: interactor, viewController: viewController, helpBuilder: helpBuilder)
    }
}
