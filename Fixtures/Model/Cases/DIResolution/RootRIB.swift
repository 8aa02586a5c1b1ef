import RIBs

final class RootBuilder: Builder<RootDependency> {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let interactor = RootInteractor()
        let childBuilder = ChildBuilder(dependency: component)
        return RootRouter(interactor: interactor, childBuilder: childBuilder)
    }
}

protocol RootInteractable: Interactable, ChildListener {}

final class RootInteractor: Interactor, RootInteractable {}

final class RootRouter: LaunchRouter<RootInteractable, ViewControllable> {
    private let childBuilder: ChildBuildable

    init(interactor: RootInteractable, childBuilder: ChildBuildable) {
        self.childBuilder = childBuilder
        super.init(interactor: interactor)
    }

    override func didLoad() {
        super.didLoad()
        attachChild(childBuilder.build(withListener: interactor))
    }
}
