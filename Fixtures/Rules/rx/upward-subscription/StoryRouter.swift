import RIBs
import RxSwift

protocol StoryInteractable: Interactable {
    var router: StoryRouting? { get set }
    var listener: StoryListener? { get set }
    var events: Observable<StoryEvent> { get } // expect: rx/child-exposes-stream
}

protocol StoryViewControllable: ViewControllable {}

final class StoryRouter: ViewableRouter<StoryInteractable, StoryViewControllable>, StoryRouting {
    init(interactor: StoryInteractable, viewController: StoryViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
