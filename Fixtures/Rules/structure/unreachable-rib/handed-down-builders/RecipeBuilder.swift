import RIBs

protocol RecipeDependency: Dependency {
    var reviewBuilder: ReviewBuildable { get }
}

final class RecipeComponent: Component<RecipeDependency> {
    // Forwarded to Step.
    var reviewBuilder: ReviewBuildable { dependency.reviewBuilder }
    var kitchenTimer: KitchenTimer { shared { KitchenTimer() } }
}

extension RecipeComponent: StepDependency, NotesDependency {}

// MARK: - Builder

protocol RecipeBuildable: Buildable {
    func build(withListener listener: RecipeListener) -> RecipeRouting
}

final class RecipeBuilder: Builder<RecipeDependency>, RecipeBuildable {
    override init(dependency: RecipeDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: RecipeListener) -> RecipeRouting {
        let component = RecipeComponent(dependency: dependency)
        let viewController = RecipeViewController()
        let interactor = RecipeInteractor(presenter: viewController)
        interactor.listener = listener
        return RecipeRouter(interactor: interactor, viewController: viewController,
                            stepBuilder: StepBuilder(dependency: component),
                            notesBuilder: NotesBuilder(dependency: component))
    }
}
