import RIBs

protocol ExerciseInteractable: Interactable {
    var router: ExerciseRouting? { get set }
    var listener: ExerciseListener? { get set }
}

protocol ExerciseViewControllable: ViewControllable {}

final class ExerciseRouter: ViewableRouter<ExerciseInteractable, ExerciseViewControllable>, ExerciseRouting {
    init(interactor: ExerciseInteractable, viewController: ExerciseViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
