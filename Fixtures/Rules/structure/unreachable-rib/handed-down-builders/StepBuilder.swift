import RIBs

protocol StepDependency: Dependency {
    var kitchenTimer: KitchenTimer { get }
    var reviewBuilder: ReviewBuildable { get }
}

final class StepComponent: Component<StepDependency> {
    var kitchenTimer: KitchenTimer { dependency.kitchenTimer }
}

// MARK: - Builder

protocol StepBuildable: Buildable {
    func build(withListener listener: StepListener) -> StepRouting
}

final class StepBuilder: Builder<StepDependency>, StepBuildable {
    override init(dependency: StepDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: StepListener) -> StepRouting {
        let component = StepComponent(dependency: dependency)
        let viewController = StepViewController()
        let interactor = StepInteractor(presenter: viewController, timer: component.kitchenTimer)
        interactor.listener = listener
        // StepRouter attaches the handed-down builder: Step is Review's parent.
        return StepRouter(interactor: interactor, viewController: viewController, reviewBuilder: dependency.reviewBuilder)
    }
}
