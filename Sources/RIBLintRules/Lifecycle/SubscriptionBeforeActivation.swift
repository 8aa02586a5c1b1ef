import RIBLintAnalysis
import RIBLintAST
import RIBLintCore
import RIBLintModel

/// `lifecycle/subscription-before-activation`: a subscription confined to the interactor's
/// activation (or the worker's start) while the object is still being initialised.
enum SubscriptionBeforeActivation: Rule {
    static let description = RuleDescription(
        id: "lifecycle/subscription-before-activation",
        defaultSeverity: .error,
        summary: "a subscription confined to the activation of an interactor or worker inside its init",
        rationale: """
        `disposeOnDeactivate(interactor: self)` ties a subscription to the interactor's current \
        activation. Inside `init` the interactor is not active yet, so the subscription is disposed \
        at once (or, in frameworks that queue it, never bound to the right activation): the code \
        looks confined but never runs. The same holds for a worker's `disposeOnStop(self)` in its \
        `init`, before the worker is started.

        The rule finds, in the initializers of interactors and workers, a confinement call (the \
        vocabulary's interactor and worker confinement calls) whose argument is `self`, whether it \
        is chained to the subscription or applied later to a local holding it. Closures inside the \
        initializer are not looked into (they may run later, once the object is active), and a \
        confinement to another object (`disposeOnDeactivate(interactor: parent)`) is left alone.

        Instead: subscribe in `didBecomeActive` (a worker: `didStart`).
        """,
        nonTriggeringExamples: [
            RuleExample("""
            final class SearchInteractor: PresentableInteractor<SearchPresentable> {
                init(presenter: SearchPresentable, queries: Observable<String>, parent: ParentInteractor) {
                    self.queries = queries
                    super.init(presenter: presenter)
                    // Confined to another, already active interactor.
                    queries.subscribe(onNext: { _ in }).disposeOnDeactivate(interactor: parent)
                    // Runs later, not during init.
                    onActivation = { [weak self] in
                        guard let self else { return }
                        self.queries.subscribe(onNext: { _ in }).disposeOnDeactivate(interactor: self)
                    }
                }

                override func didBecomeActive() {
                    super.didBecomeActive()
                    queries.subscribe(onNext: { _ in }).disposeOnDeactivate(interactor: self)
                    initializeSuggestions()
                }

                // Named like an initializer, called while active.
                private func initializeSuggestions() {
                    suggestions.sink { _ in }.cancelOnDeactivate(interactor: self)
                }
            }
            """),
            RuleExample("""
            // Not an interactor or a worker: a class merely named like one.
            final class SearchInteractor {
                init(queries: Observable<String>) {
                    queries.subscribe(onNext: { _ in }).disposeOnDeactivate(interactor: self)
                }
            }
            """),
        ],
        triggeringExamples: [
            RuleExample("""
            final class SearchInteractor: Interactor {
                init(queries: Observable<String>, suggestions: AnyPublisher<[String], Never>) {
                    super.init()
                    queries.subscribe(onNext: { _ in }).↓disposeOnDeactivate(interactor: self)
                    let subscription = suggestions.sink { _ in }
                    if isEnabled {
                        subscription.↓cancelOnDeactivate(interactor: self)
                    }
                }
            }
            """),
            RuleExample("""
            final class SyncWorker: Worker {
                init(ticks: Observable<Int>) {
                    super.init()
                    ticks.subscribe(onNext: { _ in }).↓disposeOnStop(self)
                }
            }
            """),
        ]
    )

    static func check(_ pass: RulePass) {
        let model = pass.model
        let confinementCalls = Set(pass.vocabulary.interactorConfinementCalls + pass.vocabulary.workerConfinementCalls)
        // An initializer that names no confinement call cannot confine anything: it stays unparsed.
        // (No search when a configured name is too short for one: every initializer is parsed.)
        let confinementSearch = MultiByteSearch(Array(confinementCalls))
        let classes = Set(model.types(withRole: .interactor) + model.types(withRole: .worker)).sorted()
        for type in classes where model[type].kind == .class {
            let isWorker = !model.hasRole(type, .interactor)
            for member in model[type].members {
                guard let function = member.function, function.kind == .initializer, let body = function.body,
                      confinementSearch?.occurs(in: model.files[member.file].source.bytes, body) ?? true,
                      let block = model.block(of: function, in: member.file) else { continue }
                block.walk { node in
                    switch node {
                    case .expression(.closure):
                        return false
                    case .expression(.call(let call)):
                        guard case .member(_, let name) = call.callee, confinementCalls.contains(name.text),
                              call.arguments.contains(where: { Bindings.isSelf($0.value) }) else { return true }
                        let message = earlyConfinementMessage(name.text, type: model[type].name, isWorker: isWorker)
                        pass.report(message, in: model.files[member.file].source, at: name.offset,
                                    rib: model.rib(containing: type).map { model[$0].name })
                        return true
                    default:
                        return true
                    }
                }
            }
        }
    }

    // MARK: messages

    private static func earlyConfinementMessage(_ call: String, type: String, isWorker: Bool) -> String {
        isWorker
            ? "`\(call)` in \(type).init confines a subscription before the worker is started, so it is disposed at once; "
                + "subscribe in didStart instead"
            : "`\(call)` in \(type).init confines a subscription before the interactor is active, so it is disposed at once; "
                + "subscribe in didBecomeActive instead"
    }
}
