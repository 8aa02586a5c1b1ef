import RIBs

protocol StepInteractable: Interactable, ReviewListener {
    var router: StepRouting? { get set }
    var listener: StepListener? { get set }
}

protocol StepViewControllable: ViewControllable {}

final class StepRouter: ViewableRouter<StepInteractable, StepViewControllable>, StepRouting {
    private let reviewBuilder: ReviewBuildable

    init(interactor: StepInteractable, viewController: StepViewControllable, reviewBuilder: ReviewBuildable) {
        self.reviewBuilder = reviewBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let review = reviewBuilder.build(withListener: interactor)
        attachChild(review)
    }
}
