import RIBs

protocol CouponDependency: Dependency {}

final class CouponComponent: Component<CouponDependency> {}

// MARK: - Builder

protocol CouponBuildable: Buildable {
    func build(withListener listener: CouponListener) -> CouponRouting
}

final class CouponBuilder: Builder<CouponDependency>, CouponBuildable {
    override init(dependency: CouponDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CouponListener) -> CouponRouting {
        _ = CouponComponent(dependency: dependency)
        let viewController = CouponViewController()
        let interactor = CouponInteractor(presenter: viewController)
        interactor.listener = listener
        return CouponRouter(interactor: interactor, viewController: viewController)
    }
}
