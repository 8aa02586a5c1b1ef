import RIBs

protocol RootInteractable: Interactable, RecipeListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let recipeBuilder: RecipeBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, recipeBuilder: RecipeBuildable) {
        self.recipeBuilder = recipeBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let recipe = recipeBuilder.build(withListener: interactor)
        attachChild(recipe)
    }
}
