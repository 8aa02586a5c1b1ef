import RIBLintAnalysis
import RIBLintAST
import RIBLintCore
import RIBLintModel

/// `rx/upward-subscription`: a RIB subscribes to a stream it reaches through one of its
/// descendants instead of being called through its listener protocol.
enum UpwardSubscription: Rule {
    static let description = RuleDescription(
        id: "rx/upward-subscription",
        defaultSeverity: .error,
        summary: "a RIB that subscribes to a stream reached through a descendant RIB",
        rationale: """
            Data flows down a RIB tree through dependencies and up through listeners: a child \
            reports to its parent by calling a method of the listener protocol the parent \
            implements. A parent that subscribes to a stream of its child instead depends on the \
            child's internals and on whether it is attached, and its subscription keeps running \
            (and keeps the child alive) after the child is detached.

            The rule looks at every subscription (`subscribe`, `bind`, `drive`, `emit`, `sink`, \
            `assign`, from the framework vocabulary) in the classes of a RIB (interactor, router, \
            builder, component, presenter, view, worker) and resolves where its receiver starts: \
            a stored or computed property of the class (its declared type, or the type its \
            initializer constructs), a parameter, a local bound earlier (`let story = \
            storyBuilder.build(...)`, `guard let story = story`, `let child: StoryRouting = ...`), \
            a cast (`(router as? StoryRouting)`), `self.x`; then the members of project types \
            along the chain (`router?.story?.events`) and the elements of arrays, sets and \
            dictionaries (`for story in stories`, `stories.first`, `stories[id]`). The subscription \
            is upward when that value belongs to a descendant RIB: its routing, interactable, \
            interactor, router, buildable, builder, component (or another part), the result of \
            its builder's `build`, or a type declared only in the descendant's files (at the start \
            of the chain only). A descendant's listener and dependency protocols are implemented \
            by the parent and do not count; neither do streams handed down (`dependency.x`, \
            component properties), types that the dependency protocol of the RIB or of an \
            ancestor requires (shared services, wherever they are declared), or model types \
            declared in common files.

            Instead: have the child's interactor call a method of its listener protocol, and react \
            in the parent's implementation of it.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                // file: ParentRouter.swift
                protocol ParentInteractable: Interactable, StoryListener {}
                final class ParentRouter: Router<ParentInteractable>, ParentRouting {
                    private let storyBuilder: StoryBuildable
                    init(interactor: ParentInteractable, storyBuilder: StoryBuildable) {
                        self.storyBuilder = storyBuilder
                        super.init(interactor: interactor)
                    }
                    override func didLoad() {
                        super.didLoad()
                        attachChild(storyBuilder.build(withListener: interactor))
                    }
                }
                // file: ParentInteractor.swift
                protocol ParentRouting: Routing {}
                protocol ParentDependency: Dependency {
                    var feed: Observable<[Story]> { get }
                    var payments: PaymentService { get }
                }
                final class ParentInteractor: Interactor, ParentInteractable {
                    weak var router: ParentRouting?
                    private let feed: Observable<[Story]>
                    private let clock = Clock()
                    private let payments: PaymentService
                    init(feed: Observable<[Story]>, payments: PaymentService) {
                        self.feed = feed
                        self.payments = payments
                        super.init()
                    }
                    override func didBecomeActive() {
                        super.didBecomeActive()
                        // Handed down by the parent's own dependency: downward.
                        feed.subscribe(onNext: { _ in }).disposeOnDeactivate(interactor: self)
                        // The parent's own helper type.
                        clock.ticks.subscribe(onNext: { _ in }).disposeOnDeactivate(interactor: self)
                        // Declared in the child's file, but handed to the parent through its own
                        // dependency: a service shared from above, not the child's.
                        payments.methods.subscribe(onNext: { _ in }).disposeOnDeactivate(interactor: self)
                    }
                    // The listener method the child calls: the intended way up.
                    func storyDidFinish(_ story: Story) {}
                }
                final class Clock {
                    let ticks = PublishSubject<Void>()
                }
                // file: Shared.swift
                // A model type used by the child, declared in a common file.
                struct Story {
                    let updates: Observable<Void>
                }
                // file: StoryRouter.swift
                protocol StoryInteractable: Interactable {}
                protocol StoryRouting: Routing {}
                protocol StoryListener: AnyObject {
                    func storyDidFinish(_ story: Story)
                }
                protocol StoryBuildable: Buildable {
                    func build(withListener listener: StoryListener) -> StoryRouting
                }
                final class StoryRouter: Router<StoryInteractable>, StoryRouting {}
                final class StoryInteractor: Interactor, StoryInteractable {
                    weak var listener: StoryListener?
                }
                final class StoryBuilder: Builder<StoryDependency>, StoryBuildable {
                    func build(withListener listener: StoryListener) -> StoryRouting {
                        StoryRouter(interactor: StoryInteractor())
                    }
                }
                final class PaymentService {
                    let methods = PublishSubject<[String]>()
                }
                """),
            RuleExample("""
                // file: ParentInteractor.swift
                final class ParentInteractor: Interactor {
                    private let shown = PublishSubject<Story>()
                    private let child: ChildBuildable
                    private var stories: [Story] = []
                    func storyDidOpen(_ story: Story) {
                        // A shared model type, declared in a common file, though the child uses it too.
                        story.updates.subscribe(onNext: { _ in }).disposeOnDeactivate(interactor: self)
                        // The child's own method that happens to be called `bind(to:)`: no stream.
                        child.bind(to: self)
                        // Elements of a collection of shared models.
                        for story in stories {
                            story.updates.subscribe(onNext: { _ in }).disposeOnDeactivate(interactor: self)
                        }
                        stories.first?.updates.subscribe(onNext: { _ in }).disposeOnDeactivate(interactor: self)
                        // A closure parameter shadows whatever else is named `child`.
                        shown.subscribe(onNext: { child in
                            child.updates.subscribe(onNext: { _ in }).disposeOnDeactivate(interactor: self)
                        }).disposeOnDeactivate(interactor: self)
                    }
                }
                final class ParentRouter: Router<ParentInteractable> {
                    private let childBuilder: ChildBuildable
                    init(interactor: ParentInteractable, childBuilder: ChildBuildable) {
                        self.childBuilder = childBuilder
                        super.init(interactor: interactor)
                    }
                }
                // file: Story.swift
                struct Story {
                    let updates: Observable<Void>
                }
                // file: ChildBuilder.swift
                protocol ChildBuildable: Buildable {
                    func bind(to parent: ParentInteractor)
                }
                final class ChildBuilder: Builder<ChildDependency>, ChildBuildable {}
                final class ChildInteractor: Interactor {
                    // The child subscribing to its own types is the child's business.
                    private let tracker = ChildTracker()
                    override func didBecomeActive() {
                        super.didBecomeActive()
                        tracker.progress.subscribe(onNext: { _ in }).disposeOnDeactivate(interactor: self)
                    }
                }
                final class ChildTracker {
                    let progress = PublishSubject<Double>()
                }
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                // file: ParentRouter.swift
                protocol ParentInteractable: Interactable, StoryListener {
                    func storyDidAttach(_ story: StoryRouting)
                }
                final class ParentRouter: Router<ParentInteractable> {
                    private let storyBuilder: StoryBuildable
                    private var story: StoryRouting?
                    private var others: [String: StoryRouting] = [:]
                    private let bag = DisposeBag()
                    init(interactor: ParentInteractable, storyBuilder: StoryBuildable) {
                        self.storyBuilder = storyBuilder
                        super.init(interactor: interactor)
                    }
                    func routeToStory() {
                        let story = storyBuilder.build(withListener: interactor)
                        self.story = story
                        attachChild(story)
                        story.lifecycle.↓subscribe(onNext: { _ in }).disposed(by: bag)
                    }
                    func watch() {
                        self.story?.interactable.isActiveStream.↓subscribe(onNext: { _ in }).disposed(by: bag)
                        guard let story = story else { return }
                        (story as? StoryInteractable)?.events.↓subscribe(onNext: { _ in }).disposed(by: bag)
                    }
                    func watchOthers() {
                        for other in others.values {
                            other.lifecycle.↓subscribe(onNext: { _ in }).disposed(by: bag)
                        }
                        others["next"]?.lifecycle.↓subscribe(onNext: { _ in }).disposed(by: bag)
                    }
                }
                // file: ParentInteractor.swift
                final class ParentInteractor: Interactor, ParentInteractable {
                    private let tracker: StoryTracker
                    init(tracker: StoryTracker) {
                        self.tracker = tracker
                        super.init()
                    }
                    func storyDidAttach(_ story: StoryRouting) {
                        story.events.↓sink { _ in }.cancelOnDeactivate(interactor: self)
                        // A type declared only in the child's files.
                        tracker.progress.↓subscribe(onNext: { _ in }).disposeOnDeactivate(interactor: self)
                    }
                }
                // file: StoryRouter.swift
                protocol StoryInteractable: Interactable {
                    var events: Observable<Int> { get }
                }
                protocol StoryRouting: Routing {
                    var events: AnyPublisher<Int, Never> { get }
                }
                protocol StoryListener: AnyObject {}
                protocol StoryBuildable: Buildable {
                    func build(withListener listener: StoryListener) -> StoryRouting
                }
                final class StoryRouter: Router<StoryInteractable>, StoryRouting {}
                final class StoryInteractor: Interactor, StoryInteractable {
                    weak var listener: StoryListener?
                }
                final class StoryBuilder: Builder<StoryDependency>, StoryBuildable {
                    func build(withListener listener: StoryListener) -> StoryRouting {
                        StoryRouter(interactor: StoryInteractor())
                    }
                }
                final class StoryTracker {
                    let progress = BehaviorRelay<Double>(value: 0)
                }
                """),
        ],
        requires: [SubscriptionSitesAnalyzer.self, RIBOwnershipAnalyzer.self]
    )

    static func check(_ pass: RulePass) {
        let model = pass.model
        let sites = pass.result(of: SubscriptionSitesAnalyzer.self)
        let ownership = pass.result(of: RIBOwnershipAnalyzer.self)
        for rib in model.ribs {
            // Only a RIB with descendants is handed anything from above worth knowing here.
            guard let passedDown = ownership.passedDown[rib.id] else { continue }
            let classes = Set(rib.parts.filter { $0.role.isClassRole && model[$0.type].kind != .protocol }.map(\.type)).sorted()
            for type in classes {
                for (member, scan) in sites.scans(of: type) where !scan.sites.isEmpty {
                    var resolvers = UpwardReceiverResolver.Cache(model: model, ownership: ownership.ownership, rib: rib.id,
                                                                 passedDown: passedDown, owner: type, member: member)
                    for site in scan.sites {
                        guard case .descendant(let child, let through, _) = resolvers.resolver(for: site).reach(of: site) else { continue }
                        report(site, stream: resolvers.resolver(for: site).streamName(of: site) ?? "a stream",
                               subscriber: type, parent: rib.id, child: child, through: through, pass)
                    }
                }
            }
        }
    }

    private static func report(_ site: SubscriptionSite, stream: String, subscriber: TypeID, parent: RIBID, child: RIBID,
                               through: TypeID, _ pass: RulePass) {
        let model = pass.model
        let childRIB = model[child]
        let relation = model.tree.children(of: parent).contains(child) ? "child" : "descendant"
        let message = message(subscriber: model[subscriber].name, stream: stream, relation: relation, child: childRIB.name,
                              through: model[through].name, childInteractor: childRIB.interactor.map { model[$0].name },
                              listener: childRIB.listenerTypeName ?? childRIB.listener.map { model[$0].name })
        pass.report(message, in: model.files[site.file].source, at: site.name.offset, rib: model[parent].name,
                    related: [pass.related(model.location(of: through), "`\(model[through].name)` belongs to RIB `\(childRIB.name)`")])
    }

    private static func message(subscriber: String, stream: String, relation: String, child: String, through: String,
                                childInteractor: String?, listener: String?) -> String {
        let reporter = childInteractor.map { "`\($0)`" } ?? "RIB `\(child)`"
        let instead = listener.map { "have \(reporter) call a method of `\($0)` instead" }
            ?? "have \(reporter) report through its listener protocol instead"
        return "`\(subscriber)` subscribes to `\(stream)` of \(relation) RIB `\(child)` (through `\(through)`); \(instead)"
    }
}
