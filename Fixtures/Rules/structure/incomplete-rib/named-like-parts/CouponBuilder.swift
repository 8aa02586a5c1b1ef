import RIBs

protocol CouponDependency: Dependency {
    var couponWallet: CouponWallet { get }
}

final class CouponComponent: Component<CouponDependency> {
    var couponWallet: CouponWallet { dependency.couponWallet }
}

// MARK: - Builder

protocol CouponBuildable: Buildable {
    func build(withListener listener: CouponListener) -> CouponRouting
}

final class CouponBuilder: Builder<CouponDependency>, CouponBuildable {
    override init(dependency: CouponDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CouponListener) -> CouponRouting {
        let component = CouponComponent(dependency: dependency)
        let viewController = CouponViewController()
        let interactor = CouponInteracter(presenter: viewController, wallet: component.couponWallet)
        interactor.listener = listener
        return CouponRouter(interactor: interactor, viewController: viewController)
    }
}
