import RIBs

protocol PromoDependency: Dependency {
    var couponFeed: CouponFeed { get }
}

final class PromoComponent: Component<PromoDependency> {
    var couponFeed: CouponFeed { dependency.couponFeed }
}

// MARK: - Builder

protocol PromoBuildable: Buildable {
    func build(withListener listener: PromoListener) -> PromoRouting
}

final class PromoBuilder: Builder<PromoDependency>, PromoBuildable {
    override init(dependency: PromoDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: PromoListener) -> PromoRouting {
        let component = PromoComponent(dependency: dependency)
        let viewController = PromoViewController()
        let interactor = PromoInteractor(presenter: viewController, couponFeed: component.couponFeed)
        interactor.listener = listener
        return PromoRouter(interactor: interactor, viewController: viewController)
    }
}
