import RIBLintCore
import RIBLintTestSupport
import XCTest

/// The message names the stream the parent reads from its child, not the operators the chain
/// applies to it before subscribing.
final class UpwardSubscriptionMessageTests: XCTestCase {
    func testTheMessageNamesTheChildsStreamNotTheOperatorsAfterIt() throws {
        let files: [(String, String)] = [
            ("ParentRouter.swift", """
                import RIBs
                import RxSwift
                protocol ParentInteractable: Interactable, StoryListener {}
                final class ParentRouter: Router<ParentInteractable> {
                    private let storyBuilder: StoryBuildable
                    private var story: StoryRouting?
                    private let bag = DisposeBag()
                    init(interactor: ParentInteractable, storyBuilder: StoryBuildable) {
                        self.storyBuilder = storyBuilder
                        super.init(interactor: interactor)
                    }
                    func routeToStory() {
                        let story = storyBuilder.build(withListener: interactor)
                        self.story = story
                        attachChild(story)
                        story.lifecycle.map { $0 }.distinctUntilChanged().subscribe(onNext: { _ in }).disposed(by: bag)
                        self.story?.interactable.isActiveStream.filter { $0 }.subscribe(onNext: { _ in }).disposed(by: bag)
                        story.progress.subscribe(onNext: { _ in }).disposed(by: bag)
                    }
                }
                """),
            ("StoryRouter.swift", """
                import RIBs
                import RxSwift
                protocol StoryListener: AnyObject {}
                protocol StoryRouting: Routing {
                    var progress: Observable<Double> { get }
                }
                protocol StoryBuildable: Buildable {
                    func build(withListener listener: StoryListener) -> StoryRouting
                }
                protocol StoryInteractable: Interactable {}
                final class StoryInteractor: Interactor, StoryInteractable {
                    weak var listener: StoryListener?
                }
                final class StoryRouter: Router<StoryInteractable>, StoryRouting {
                    let progress = Observable<Double>.just(0)
                }
                final class StoryBuilder: Builder<StoryDependency>, StoryBuildable {
                    func build(withListener listener: StoryListener) -> StoryRouting {
                        StoryRouter(interactor: StoryInteractor())
                    }
                }
                protocol StoryDependency: Dependency {}
                """),
        ]
        let found = try InMemoryLint.run(files).findings.filter { $0.rule == "rx/upward-subscription" }
        let named = found.map { finding in
            finding.message.split(separator: "`").dropFirst(2).first.map(String.init) ?? finding.message
        }
        XCTAssertEqual(found.map(\.line), [16, 17, 18])
        XCTAssertEqual(named, ["lifecycle", "isActiveStream", "progress"])
    }
}
