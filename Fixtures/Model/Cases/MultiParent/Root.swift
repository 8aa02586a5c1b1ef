import RIBs

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency> {}

final class RootBuilder: Builder<RootDependency> {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let interactor = RootInteractor()
        return RootRouter(interactor: interactor,
                          checkoutBuilder: CheckoutBuilder(dependency: component),
                          profileBuilder: ProfileBuilder(dependency: component))
    }
}

extension RootComponent: CheckoutDependency, ProfileDependency {}

protocol RootInteractable: Interactable, CheckoutListener, ProfileListener {}

final class RootInteractor: Interactor, RootInteractable {}

final class RootRouter: LaunchRouter<RootInteractable, ViewControllable> {
    private let checkoutBuilder: CheckoutBuildable
    private let profileBuilder: ProfileBuildable

    init(interactor: RootInteractable, checkoutBuilder: CheckoutBuildable, profileBuilder: ProfileBuildable) {
        self.checkoutBuilder = checkoutBuilder
        self.profileBuilder = profileBuilder
        super.init(interactor: interactor)
    }

    override func didLoad() {
        super.didLoad()
        attachChild(checkoutBuilder.build(withListener: interactor))
        attachChild(profileBuilder.build(withListener: interactor))
    }
}
