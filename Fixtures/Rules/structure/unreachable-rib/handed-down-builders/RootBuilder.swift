import RIBs

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency> {
    var ratingStore: RatingStore { shared { RatingStore() } }

    // Clean: Root's component makes ReviewBuilder only to hand it down (through Recipe's
    // dependency to Step's). Root never attaches Review; StepRouter does, so Review's parent is
    // Step, not Root.
    lazy var reviewBuilder: ReviewBuildable = ReviewBuilder(dependency: self)
}

extension RootComponent: RecipeDependency, ReviewDependency {}

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
                          recipeBuilder: RecipeBuilder(dependency: component))
    }
}
