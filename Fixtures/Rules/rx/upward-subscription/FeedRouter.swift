import RIBs
import RxSwift

protocol FeedInteractable: Interactable, StoryListener {
    var router: FeedRouting? { get set }
    var listener: FeedListener? { get set }
    func storyDidOpen(_ story: StoryInteractable)
}

protocol FeedViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

final class FeedRouter: ViewableRouter<FeedInteractable, FeedViewControllable>, FeedRouting {
    private let storyBuilder: StoryBuildable
    private var story: StoryRouting?
    private let disposeBag = DisposeBag()

    init(interactor: FeedInteractable, viewController: FeedViewControllable, storyBuilder: StoryBuildable) {
        self.storyBuilder = storyBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToStory() {
        guard story == nil else { return }
        let story = storyBuilder.build(withListener: interactor)
        self.story = story
        attachChild(story)
        viewController.present(viewController: story.viewControllable)
        // The result of the child builder's build: an upward subscription, and a router
        // subscribing at all.
        story.lifecycle
            .subscribe(onNext: { _ in }) // expect: rx/upward-subscription, rx/subscription-in-router
            .disposed(by: disposeBag)
        if let storyInteractable = story.interactable as? StoryInteractable {
            interactor.storyDidOpen(storyInteractable)
        }
    }

    // Through the StoryRouting property that holds the child: upward as well.
    func observeStory() {
        story?.lifecycle.subscribe(onNext: { _ in }).disposed(by: disposeBag) // expect: rx/upward-subscription, rx/subscription-in-router
    }

    func closeStory() {
        guard let story = story else { return }
        detachChild(story)
        viewController.dismiss(viewController: story.viewControllable)
        self.story = nil
    }
}
