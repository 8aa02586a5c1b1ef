import RIBs

protocol PlanInteractable: Interactable, ExerciseListener {
    var router: PlanRouting? { get set }
    var listener: PlanListener? { get set }
}

protocol PlanViewControllable: ViewControllable {}

final class PlanRouter: ViewableRouter<PlanInteractable, PlanViewControllable>, PlanRouting {
    private let exerciseBuilder: ExerciseBuildable

    init(interactor: PlanInteractable, viewController: PlanViewControllable, exerciseBuilder: ExerciseBuildable) {
        self.exerciseBuilder = exerciseBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let exercise = exerciseBuilder.build(withListener: interactor)
        attachChild(exercise)
    }
}
