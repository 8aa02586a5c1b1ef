/// The framework vocabulary the model and the rules match against (`framework` in rules.json):
/// which base classes make a class a RIB part, which calls subscribe, which confine, which types
/// are streams. A team with its own helpers adds them here instead of forking the linter.
public struct FrameworkVocabulary: Sendable, Hashable, Codable {
    public var interactorBases: [String]
    public var routerBases: [String]
    public var builderBases: [String]
    public var componentBases: [String]
    public var workerBases: [String]
    public var presenterBases: [String]
    /// Protocols whose refinements are dependency protocols.
    public var dependencyProtocols: [String]
    /// Base classes / protocols that make a class a view or view controller.
    public var viewBases: [String]
    /// Routers whose RIB is a root by design (the app's launch router).
    public var launchRouterBases: [String]
    /// RIB names that are roots even though nothing builds them.
    public var roots: [String]
    /// Calls that create a subscription (`subscribe`, `sink`, ...).
    public var subscriptionCalls: [String]
    /// Calls that confine a subscription to an interactor's active lifecycle.
    public var interactorConfinementCalls: [String]
    /// Calls that confine a subscription to a worker's started lifecycle.
    public var workerConfinementCalls: [String]
    /// Calls that hand a disposable/cancellable to a container (`disposed(by:)`, `store(in:)`,
    /// `insert`).
    public var containerCalls: [String]
    /// Types of containers that dispose what they hold when reset (`DisposeBag`, `Set<AnyCancellable>`).
    public var containerTypes: [String]
    /// Stream types (for `rx/child-exposes-stream`).
    public var streamTypes: [String]
    /// Mutable stream types (for `di/mutable-stream-passed-down`); a name ending in
    /// `MutableStream` or starting with `Mutable` and ending in `Stream` also counts.
    public var mutableStreamTypes: [String]
    /// View types an interactor must not name (`structure/view-in-interactor`).
    public var viewTypes: [String]
    /// Schedulers and queues that deliver on the main thread (`rx/view-update-off-main-thread`),
    /// as written: `MainScheduler.instance`, `DispatchQueue.main`.
    public var mainSchedulers: [String] = FrameworkVocabulary.defaultMainSchedulers
    /// Schedulers and queues that deliver on a background thread, as written or as the start of
    /// a construction: `ConcurrentDispatchQueueScheduler`, `DispatchQueue.global`.
    public var backgroundSchedulers: [String] = FrameworkVocabulary.defaultBackgroundSchedulers
    /// Calls whose streams deliver on a background thread: `dataTaskPublisher`, `rx.data`.
    public var backgroundSources: [String] = FrameworkVocabulary.defaultBackgroundSources
    /// Properties whose calls touch the UI: the presenter, the view controller, the router.
    public var uiReceivers: [String] = FrameworkVocabulary.defaultUIReceivers

    public static let defaultMainSchedulers = ["MainScheduler.instance", "MainScheduler.asyncInstance", "MainScheduler()",
                                               "DispatchQueue.main", "RunLoop.main", "OperationQueue.main"]
    public static let defaultBackgroundSchedulers = ["ConcurrentDispatchQueueScheduler", "SerialDispatchQueueScheduler",
                                                     "OperationQueueScheduler", "DispatchQueue.global", "DispatchQueue(label:"]
    public static let defaultBackgroundSources = ["dataTaskPublisher", "downloadTaskPublisher", "rx.data", "rx.response", "rx.json"]
    public static let defaultUIReceivers = ["presenter", "viewController", "viewControllable", "router"]

    public init(interactorBases: [String], routerBases: [String], builderBases: [String], componentBases: [String],
                workerBases: [String], presenterBases: [String], dependencyProtocols: [String], viewBases: [String],
                launchRouterBases: [String], roots: [String], subscriptionCalls: [String],
                interactorConfinementCalls: [String], workerConfinementCalls: [String], containerCalls: [String],
                containerTypes: [String], streamTypes: [String], mutableStreamTypes: [String], viewTypes: [String]) {
        self.interactorBases = interactorBases
        self.routerBases = routerBases
        self.builderBases = builderBases
        self.componentBases = componentBases
        self.workerBases = workerBases
        self.presenterBases = presenterBases
        self.dependencyProtocols = dependencyProtocols
        self.viewBases = viewBases
        self.launchRouterBases = launchRouterBases
        self.roots = roots
        self.subscriptionCalls = subscriptionCalls
        self.interactorConfinementCalls = interactorConfinementCalls
        self.workerConfinementCalls = workerConfinementCalls
        self.containerCalls = containerCalls
        self.containerTypes = containerTypes
        self.streamTypes = streamTypes
        self.mutableStreamTypes = mutableStreamTypes
        self.viewTypes = viewTypes
    }

    /// SPEC section 3 and 4's defaults. `rules.json` at the top of the repository repeats them
    /// (a test keeps the two equal).
    public static let `default` = FrameworkVocabulary(
        interactorBases: ["Interactor", "PresentableInteractor"],
        routerBases: ["Router", "ViewableRouter", "LaunchRouter"],
        builderBases: ["Builder", "ComponentizedBuilder", "SimpleComponentizedBuilder", "MultiStageComponentizedBuilder"],
        componentBases: ["Component", "NeedleFoundation.Component", "BootstrapComponent"],
        workerBases: ["Worker"],
        presenterBases: ["Presenter"],
        dependencyProtocols: ["Dependency"],
        viewBases: ["UIViewController", "NSViewController", "UIView", "NSView", "View", "ViewControllable"],
        launchRouterBases: ["LaunchRouter"],
        roots: [],
        subscriptionCalls: ["subscribe", "bind", "drive", "emit", "sink", "assign"],
        interactorConfinementCalls: ["disposeOnDeactivate", "cancelOnDeactivate"],
        workerConfinementCalls: ["disposeOnStop", "cancelOnStop"],
        containerCalls: ["disposed", "store", "insert"],
        containerTypes: ["DisposeBag", "CompositeDisposable", "Set<AnyCancellable>", "[AnyCancellable]"],
        streamTypes: ["Observable", "Single", "Maybe", "Completable", "Driver", "Signal", "PublishSubject",
                      "BehaviorSubject", "ReplaySubject", "PublishRelay", "BehaviorRelay", "AnyPublisher",
                      "PassthroughSubject", "CurrentValueSubject", "Published"],
        mutableStreamTypes: ["PublishSubject", "BehaviorSubject", "BehaviorRelay", "PublishRelay",
                             "PassthroughSubject", "CurrentValueSubject", "ReplaySubject"],
        viewTypes: ["UIView", "UIViewController", "NSView", "NSViewController", "View"]
    )
}
