import RIBs
import RxSwift

protocol StoryInteractable: Interactable {
    var router: StoryRouting? { get set }
    var listener: StoryListener? { get set }
    // Read by Feed through a cast to this interactable: upward-subscription reports the
    // subscription; the interactable is not Story's parent-facing surface, so no finding here.
    var events: Observable<StoryEvent> { get }
}

protocol StoryViewControllable: ViewControllable {}

final class StoryRouter: ViewableRouter<StoryInteractable, StoryViewControllable>, StoryRouting {
    init(interactor: StoryInteractable, viewController: StoryViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
