import RIBs

protocol CouponsDependency: Dependency {}

final class CouponsComponent: Component<CouponsDependency> {}

// MARK: - Builder

protocol CouponsBuildable: Buildable {
    func build(withListener listener: CouponsListener) -> CouponsRouting
}

final class CouponsBuilder: Builder<CouponsDependency>, CouponsBuildable {
    override init(dependency: CouponsDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CouponsListener) -> CouponsRouting {
        _ = CouponsComponent(dependency: dependency)
        let viewController = CouponsViewController()
        let interactor = CouponsInteractor(presenter: viewController)
        interactor.listener = listener
        return CouponsRouter(interactor: interactor, viewController: viewController)
    }
}
