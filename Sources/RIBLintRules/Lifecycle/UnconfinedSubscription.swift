import RIBLintAnalysis
import RIBLintAST
import RIBLintCore
import RIBLintModel

/// `lifecycle/unconfined-subscription`: a subscription of an interactor or worker that outlives
/// the interactor's activation (the worker's start).
enum UnconfinedSubscription: Rule {
    static let description = RuleDescription(
        id: "lifecycle/unconfined-subscription",
        defaultSeverity: .error,
        summary: "a subscription in an interactor or worker that is not confined to its active lifecycle",
        rationale: """
        An interactor works only while it is active: between `didBecomeActive` and `willResignActive`. \
        A subscription it makes must end when it is deactivated, or it keeps reacting (and keeps \
        `self` and whatever the closures capture alive) after the RIB is detached. A worker's \
        subscriptions must likewise end when it is stopped (`didStop`).

        The rule finds, in every interactor and worker (by inheritance, custom base classes and \
        their subclasses included), each subscription (`subscribe`, `bind`, `drive`, `emit`, `sink`, \
        `assign`, from the framework vocabulary) whose disposable or cancellable is neither:
        - chained to a confinement call (`.disposeOnDeactivate(interactor: self)`, \
        `.cancelOnDeactivate(interactor: self)`, `.disposeOnStop(self)`, `.cancelOnStop(self)`), \
        directly or later through a local (`let d = x.subscribe(...)` ... \
        `d.disposeOnDeactivate(interactor: self)`);
        - added to a bag or set (`.disposed(by: bag)`, `.store(in: &cancellables)`, \
        `bag.insert(...)`, `bag += ...`) that `willResignActive` (for a worker `didStop`) of the \
        class, of a project base class, or a method they call, resets or empties \
        (`bag = DisposeBag()`, `cancellables.removeAll()`, `cancellables = []`, \
        `cancellables.forEach { $0.cancel() }`, `composite.dispose()`);
        - stored in a property that is disposed, cancelled, reassigned or set to nil there.

        `_ = x.subscribe(...)` and `x.assign(to: &$property)` (which lives as long as the \
        `@Published` property) are unconfined.

        A stream that completes at once ends its subscription by itself and is not reported: \
        `Observable.just`, `.of`, `.from`, `.empty`, `take(1)`, `first()`, a `Single`, `Maybe` or \
        `Completable`, Combine's `Just`, a `zip` of such sources, or a method of the class that \
        returns one without branching (`func recent() -> Observable<[Item]> { ...; return \
        .just(items) }`); unless an operator after that point waits or switches to another stream \
        (`delay`, `timeout`, `flatMap`, `concat`, ...).

        Precision comes first. A call counts as a subscription only when it is a member call on a \
        receiver (`stream.bind(to: relay)`, never the class's own `bind(...)` or `self.bind(...)`), \
        and the names other APIs share only in their Rx/Combine form: `subscribe()`, \
        `subscribe(observer)`, `subscribe(onNext:)`, `subscribe(with:onNext:)` or `subscribe { }` \
        (never `Messaging.subscribe(toTopic:)` or Combine's `subscribe(on:)` operator); `bind(to:)`, \
        `bind(onNext:)`, `bind(with:) { }` or `bind { }`; `assign(to:on:)` / `assign(to: &$x)`; \
        `drive(...)` with no label, `onNext:` or `with:`; `emit(to:)` / `emit(onNext:)` / \
        `emit(with:)` / `emit { }`. A disposable that is returned, \
        passed to another call (`Disposables.create(a, b)`), handed to a helper chained after the \
        subscription, or added to a bag the rule cannot resolve (a local, another object's bag) is \
        given the benefit of the doubt.

        Instead: chain the confinement call, or keep the subscription in a bag that \
        `willResignActive` resets.
        """,
        nonTriggeringExamples: [
            RuleExample("""
            final class RideInteractor: PresentableInteractor<RidePresentable> {
                private var bag = DisposeBag()
                private var cancellables = Set<AnyCancellable>()
                private var timer: Disposable?

                override func didBecomeActive() {
                    super.didBecomeActive()
                    // A strong self is fine: the subscription ends on deactivation.
                    rides.subscribe(onNext: { ride in self.show(ride) })
                        .disposeOnDeactivate(interactor: self)
                    prices.sink { _ in }.cancelOnDeactivate(interactor: self)
                    rides.bind(to: relay).disposed(by: bag)
                    prices.sink { _ in }.store(in: &cancellables)
                    bag.insert(rides.subscribe())
                    // The `timer` bound by `if let` is gone after the `if`: the property is assigned.
                    if let timer = timer { timer.dispose() }
                    timer = ticks.subscribe(onNext: { _ in })
                }

                override func willResignActive() {
                    super.willResignActive()
                    bag = DisposeBag()
                    cancellables.removeAll()
                    timer?.dispose()
                }
            }
            """),
            RuleExample("""
            // file: BaseInteractor.swift
            class BaseInteractor<P>: PresentableInteractor<P> {
                var bag = DisposeBag()
                override func willResignActive() {
                    super.willResignActive()
                    resetBag()
                }
                private func resetBag() { bag = DisposeBag() }
            }
            // file: RideInteractor.swift
            final class RideInteractor: BaseInteractor<RidePresentable> {
                override func didBecomeActive() {
                    super.didBecomeActive()
                    // `bag` is reset by the base class.
                    rides.subscribe(onNext: { _ in }).disposed(by: bag)
                    // Confined on a later line, through a local.
                    let subscription = prices.subscribe(onNext: { _ in })
                    subscription.disposeOnDeactivate(interactor: self)
                    let other = prices.subscribe(onNext: { _ in })
                    bag.insert(other)
                }
            }
            """),
            RuleExample("""
            final class RideWorker: Worker {
                private var cancellables = Set<AnyCancellable>()
                override func didStart(_ interactorScope: InteractorScope) {
                    super.didStart(interactorScope)
                    rides.sink { _ in }.cancelOnStop(self)
                    rides.sink { _ in }.store(in: &cancellables)
                }
                override func didStop() {
                    super.didStop()
                    cancellables.forEach { $0.cancel() }
                }
            }
            """),
            RuleExample("""
            final class RideInteractor: Interactor {
                override func didBecomeActive() {
                    super.didBecomeActive()
                    // The class's own methods and look-alikes are not subscriptions.
                    bind(rides)
                    self.bind(to: rides)
                    socket.emit("ready", payload)
                    car.drive(to: destination)
                    form.assign(user)
                    rides.subscribeToUpdates()
                    // Handed elsewhere: returned, passed on, or confined by a helper.
                    Disposables.create(rides.subscribe(), prices.subscribe())
                        .disposeOnDeactivate(interactor: self)
                    rides.subscribe().scoped(to: self)
                    // Code in comments and strings: _ = rides.subscribe()
                    print("_ = rides.subscribe()")
                }

                private func observe() -> Disposable {
                    rides.subscribe()
                }

                private func bind(_ rides: Observable<Ride>) {}
            }

            // Not an interactor: a class merely named like one.
            final class RideHistoryInteractor {
                func load() { _ = rides.subscribe() }
            }
            """),
            RuleExample("""
            // file: RideDisplaying.swift
            protocol RideDisplaying: AnyObject {
                func bind(to viewModel: RideViewModel)
            }
            protocol RidePresentable: Presentable {
                func bind(to viewModel: RideViewModel)
            }
            // file: RideInteractor.swift
            final class RideInteractor: PresentableInteractor<RidePresentable> {
                private let display: RideDisplaying
                override func didBecomeActive() {
                    super.didBecomeActive()
                    // Project methods that return nothing: not subscriptions.
                    display.bind(to: viewModel)
                    presenter.bind(to: viewModel)
                    // The closure hands the disposable to `create`.
                    Observable<Ride>.create { observer in self.rides.subscribe(observer) }
                        .subscribe(onNext: { _ in })
                        .disposeOnDeactivate(interactor: self)
                    // A weak self inside a handler still names the reset bag.
                    rides.subscribe(onNext: { [weak self] _ in
                        self?.prices.subscribe().disposed(by: self!.bag)
                    }).disposeOnDeactivate(interactor: self)
                }
                private var bag = DisposeBag()
                override func willResignActive() {
                    super.willResignActive()
                    self.bag = DisposeBag()
                }
            }
            """),
        ],
        triggeringExamples: [
            RuleExample("""
            final class RideInteractor: PresentableInteractor<RidePresentable> {
                private let foreverBag = DisposeBag()
                private var cancellables = Set<AnyCancellable>()
                private var timer: Disposable?
                @Published var count = 0

                override func didBecomeActive() {
                    super.didBecomeActive()
                    _ = rides.↓subscribe(onNext: { _ in })
                    prices.↓sink { _ in }
                    rides.↓bind(to: relay).disposed(by: foreverBag)
                    prices.↓sink { _ in }.store(in: &cancellables)
                    timer = ticks.↓subscribe(onNext: { _ in })
                    counts.↓assign(to: &$count)
                    let unused = rides.↓subscribe()
                    presenter.taps.↓emit(onNext: { [weak self] in
                        self?.rides.↓subscribe()
                    })
                    DispatchQueue.main.async { self.prices.↓sink { _ in } }
                    rides.subscribe(onNext: { [weak self] _ in
                        self?.prices.↓subscribe().disposed(by: self!.foreverBag)
                    }).disposeOnDeactivate(interactor: self)
                }
            }
            """),
            RuleExample("""
            final class RideWorker: Worker {
                private var bag = DisposeBag()
                override func didStart(_ interactorScope: InteractorScope) {
                    super.didStart(interactorScope)
                    rides.↓subscribe(onNext: { _ in }).disposed(by: bag)
                }
                // Only didStop confines a worker's subscriptions.
                func pause() { bag = DisposeBag() }
            }
            """),
        ],
        requires: [SubscriptionSitesAnalyzer.self, DisposableConfinementAnalyzer.self]
    )

    static func check(_ pass: RulePass) {
        let model = pass.model
        let vocabulary = pass.vocabulary
        let sites = pass.result(of: SubscriptionSitesAnalyzer.self)
        let confinement = pass.result(of: DisposableConfinementAnalyzer.self)
        // The analysis covers exactly the interactors and workers with a site that outlives its call.
        for type in confinement.keys.sorted() {
            guard let analysis = confinement[type] else { continue }
            let context = Context(type: type, isWorker: !model.hasRole(type, .interactor), model: model, vocabulary: vocabulary)
            for (_, scan) in sites.scans(of: type) {
                // A stream that completes at once (`Observable.just`, `take(1)`, a `Single`)
                // ends the subscription by itself: nothing outlives the activation.
                for site in scan.sites where !site.completesAtOnce {
                    guard case .unconfined(let reason) = fate(of: site.flow, in: scan, analysis: analysis, vocabulary: vocabulary,
                                                              followLocals: true) else { continue }
                    report(site, reason, context, analysis, pass)
                }
            }
        }
    }

    private struct Context {
        var typeName: String
        var isWorker: Bool
        var releaseMethod: String
        var rib: String?
        var interactorConfinement: [String]
        var workerConfinement: [String]

        init(type: TypeID, isWorker: Bool, model: ProjectModel, vocabulary: FrameworkVocabulary) {
            typeName = model[type].name
            self.isWorker = isWorker
            releaseMethod = DisposableConfinementAnalyzer.releaseMethod(of: type, model: model)
            rib = model.rib(containing: type).map { model[$0].name }
            interactorConfinement = vocabulary.interactorConfinementCalls
            workerConfinement = vocabulary.workerConfinementCalls
        }

        /// The confinement call to suggest: the `cancel...` one for Combine's `sink`/`assign`.
        func confinement(for subscription: String) -> String {
            let calls = isWorker ? workerConfinement : interactorConfinement
            let prefersCancel = subscription == "sink" || subscription == "assign"
            let name = calls.first { $0.hasPrefix(prefersCancel ? "cancel" : "dispose") } ?? calls.first
            guard let name else { return isWorker ? "didStop" : "willResignActive" }
            return isWorker ? ".\(name)(self)" : ".\(name)(interactor: self)"
        }
    }

    /// Calls whose closure returns nothing (Dispatch, `forEach`).
    private static let voidClosureCalls: Set<String> = ["async", "asyncAfter", "sync", "forEach"]

    enum Reason {
        /// Nothing keeps or confines the disposable.
        case dropped
        /// Added to a bag or set that the release method never empties.
        case container(String)
        /// Stored in a property that the release method never disposes.
        case property(String)
    }

    enum Fate {
        case confined
        /// Handed somewhere the rule cannot follow: not reported.
        case unknown
        case unconfined(Reason)
    }

    /// What becomes of a disposable, given what the class releases.
    static func fate(of flow: DisposableFlow, in scan: SubscriptionScan, analysis: ConfinementAnalysis,
                     vocabulary: FrameworkVocabulary, followLocals: Bool) -> Fate {
        if flow.confinement != nil { return .confined }
        if let container = flow.container { return fate(ofContainer: container.target, analysis) }
        switch flow.destination {
        case .statement, .discarded:
            // A helper chained after the subscription (`.scoped(to: self)`) may confine it.
            return flow.chained.isEmpty ? .unconfined(.dropped) : .unknown
        case .property(let name):
            if analysis.isReleased(name) { return .confined }
            return analysis.isStored(name) ? .unconfined(.property(name)) : .unknown
        case .local(let name):
            guard followLocals, flow.chained.isEmpty else { return .unknown }
            let uses = scan.localFlows[name] ?? []
            if uses.isEmpty { return .unconfined(.dropped) }
            var first: Reason?
            for use in uses {
                switch fate(of: use, in: scan, analysis: analysis, vocabulary: vocabulary, followLocals: false) {
                case .confined, .unknown: return .confined
                case .unconfined(let reason): first = first ?? reason
                }
            }
            return first.map { .unconfined($0) } ?? .unknown
        case .container(_, let target):
            return fate(ofContainer: target, analysis)
        case .closureResult(let call):
            // A closure that returns nothing drops its lone subscription: a handler of another
            // subscription, a dispatched block, a `forEach` body. Others (`Observable.create { ... }`)
            // may return the disposable to whoever confines it.
            guard let call, vocabulary.subscriptionCalls.contains(call) || voidClosureCalls.contains(call),
                  flow.chained.isEmpty else { return .unknown }
            return .unconfined(.dropped)
        case .returned, .argument, .other:
            return .unknown
        }
    }

    private static func fate(ofContainer target: ValueRef, _ analysis: ConfinementAnalysis) -> Fate {
        guard case .property(let name) = target else { return .unknown }
        if analysis.isReleased(name) { return .confined }
        return analysis.isStored(name) ? .unconfined(.container(name)) : .unknown
    }

    private static func report(_ site: SubscriptionSite, _ reason: Reason, _ context: Context, _ analysis: ConfinementAnalysis,
                               _ pass: RulePass) {
        let source = pass.model.files[site.file].source
        let place = "\(context.typeName).\(site.memberName)"
        let confinement = context.confinement(for: site.name.text)
        var related: [RuleFinding.Related] = []
        let message: String
        switch reason {
        case .dropped:
            if isPublishedAssign(site) {
                message = publishedAssignMessage(place: place, confinement: confinement, isWorker: context.isWorker)
            } else if site.flow.destination == .discarded, site.name.text == "sink" || site.name.text == "assign" {
                message = discardedCancellableMessage(site.name.text, place: place, confinement: confinement,
                                                      release: context.releaseMethod)
            } else {
                message = droppedMessage(site.name.text, place: place, confinement: confinement, release: context.releaseMethod)
            }
        case .container(let name), .property(let name):
            if let property = analysis.storedProperties[name] {
                related.append(RuleFinding.Related(source: pass.model.files[property.file].source,
                                                   offset: property.declaration.name.offset,
                                                   message: "`\(name)` is declared here"))
            }
            if case .container = reason {
                message = containerMessage(site.name.text, place: place, container: name, confinement: confinement,
                                           release: context.releaseMethod)
            } else {
                message = propertyMessage(site.name.text, place: place, property: name, confinement: confinement,
                                          release: context.releaseMethod)
            }
        }
        pass.report(message, in: source, at: site.name.offset, rib: context.rib, related: related)
    }

    /// `x.assign(to: &$property)`: Combine ties it to the `@Published` property, not to a cancellable.
    private static func isPublishedAssign(_ site: SubscriptionSite) -> Bool {
        guard site.name.text == "assign", let call = site.call, call.arguments.count == 1,
              case .prefix(let op, _) = call.arguments[0].value else { return false }
        return op.text == "&"
    }

    // MARK: messages

    private static func droppedMessage(_ call: String, place: String, confinement: String, release: String) -> String {
        "subscription `\(call)` in \(place) is never disposed; chain `\(confinement)` or store it in a container that \(release) empties"
    }

    /// Combine cancels a subscription when its `AnyCancellable` is released: `_ = x.sink { }`
    /// ends at once, before any value arrives, a different bug from one that is never disposed.
    private static func discardedCancellableMessage(_ call: String, place: String, confinement: String,
                                                    release: String) -> String {
        "subscription `\(call)` in \(place) is cancelled at once: its AnyCancellable is discarded when the "
            + "statement ends, so nothing emitted later arrives; chain `\(confinement)` or store it in a set that "
            + "\(release) empties"
    }

    private static func containerMessage(_ call: String, place: String, container: String, confinement: String,
                                         release: String) -> String {
        "subscription `\(call)` in \(place) is added to `\(container)`, which \(release) never empties; "
            + "chain `\(confinement)` instead or reset `\(container)` in \(release)"
    }

    private static func propertyMessage(_ call: String, place: String, property: String, confinement: String,
                                        release: String) -> String {
        "subscription `\(call)` in \(place) is stored in `\(property)`, which \(release) never disposes; "
            + "dispose `\(property)` in \(release) or chain `\(confinement)`"
    }

    private static func publishedAssignMessage(place: String, confinement: String, isWorker: Bool) -> String {
        let lifecycle = isWorker ? "the worker is started" : "the interactor is active"
        return "subscription `assign(to:)` in \(place) lives as long as the @Published property, not as long as \(lifecycle); "
            + "use `sink` and chain `\(confinement)`"
    }
}
