import RIBLintAnalysis
import RIBLintAST
import RIBLintCore
import RIBLintModel

/// `rx/view-update-off-main-thread`: a handler in a RIB part touches the UI while the code is
/// provably running off the main thread.
enum ViewUpdateOffMainThread: Rule {
    static let description = RuleDescription(
        id: "rx/view-update-off-main-thread",
        defaultSeverity: .error,
        summary: "a handler in a RIB part that touches the UI while provably running off the main thread",
        rationale: """
            UIKit touched from a background thread corrupts layout at random or crashes under the \\
            Main Thread Checker. The rule fires in an interactor, presenter, router or worker when a \\
            handler touches the UI (a call on the presenter, the view controller or a view, a routing \\
            call, an `attachChild`) and the code provably runs off the main thread:

            - after a background hop in the chain (`subscribeOn`, `subscribe(on:)`, `observeOn`, \\
            `observe(on:)`, `receive(on:)` with a background scheduler or queue, or a private \\
            `DispatchQueue(label:)` kept in a property) and no hop back to main before the handler \\
            (`observeOn(MainScheduler.instance)`, `receive(on: DispatchQueue.main)`, `asDriver`, \\
            `asSignal`, `drive`, `emit`);
            - from a source that delivers in the background (`dataTaskPublisher`, `rx.data`);
            - inside `DispatchQueue.global().async { }`, a private queue's `async`, or \\
            `Task.detached { }`, unless the UI call is wrapped in `DispatchQueue.main.async` or \\
            `MainActor.run`.

            Where the code does not say which thread a stream runs on, it is taken to be main: a \\
            wrong threading error is worse than none. The `strict` option (off by default) also \\
            flags a UI-touching handler with no explicit hop to main. Schedulers, sources and UI \\
            receivers are `framework.mainSchedulers`, `backgroundSchedulers`, `backgroundSources` and \\
            `uiReceivers` in rules.json: add an injected `mainScheduler` there.

            Instead: hop back to main right before the handler (`observe(on: MainScheduler.instance)`, \\
            `receive(on: DispatchQueue.main)`), use a Driver, or wrap the UI call in \\
            `DispatchQueue.main.async { }`.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                final class FareInteractor: PresentableInteractor<FarePresentable> {
                    override func didBecomeActive() {
                        super.didBecomeActive()
                        fares.observeOn(ConcurrentDispatchQueueScheduler(qos: .background))
                            .map { $0 * 2 }
                            .observeOn(MainScheduler.instance)
                            .subscribe(onNext: { [weak self] fare in self?.presenter.show(fare: fare) })
                            .disposeOnDeactivate(interactor: self)
                        fares.observeOn(ConcurrentDispatchQueueScheduler(qos: .background))
                            .asDriver(onErrorJustReturn: 0)
                            .drive(onNext: { [weak self] fare in self?.presenter.show(fare: fare) })
                            .disposeOnDeactivate(interactor: self)
                        // A stream of unknown thread is taken to be on main.
                        fares.subscribe(onNext: { [weak self] fare in self?.presenter.show(fare: fare) })
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                final class FareInteractor: PresentableInteractor<FarePresentable> {
                    override func didBecomeActive() {
                        super.didBecomeActive()
                        fares.observeOn(ConcurrentDispatchQueueScheduler(qos: .background))
                            .↓subscribe(onNext: { [weak self] fare in self?.presenter.show(fare: fare) })
                            .disposeOnDeactivate(interactor: self)
                        DispatchQueue.global().↓async { [weak self] in self?.presenter.showSpinner() }
                    }
                }
                """),
        ],
        options: ["strict": .bool(false)],
        requires: [SubscriptionSitesAnalyzer.self]
    )

    static func check(_ pass: RulePass) {
        let model = pass.model
        let strict = pass.option("strict", default: .bool(false)).boolValue ?? false
        let sites = pass.result(of: SubscriptionSitesAnalyzer.self)
        let vocabulary = Threads(pass.vocabulary)
        let classes = partClasses(model)
        // Only the classes' files that spell a dispatch can hold one.
        let classFiles = Set(classes.flatMap { type in model[type].members.map(\.file) })
        let dispatchFiles = ByteSearch.files(of: model, among: classFiles, containingAnyOf: ["async", "detached"])
        for type in classes {
            // Built for the classes that need it only: most never leave the main thread.
            var receivers: UIReceivers?
            func ui() -> UIReceivers {
                if let receivers { return receivers }
                let made = UIReceivers(type: type, model: model, vocabulary: pass.vocabulary)
                receivers = made
                return made
            }
            let ribName = model.rib(containing: type).map { model[$0].name }
            for site in sites.sites(of: type) {
                guard let call = site.call else { continue }
                let state = vocabulary.thread(of: site, in: type, model: model)
                let reportable: Bool
                switch state {
                case .background: reportable = true
                case .unknown: reportable = strict
                case .main: reportable = false
                }
                guard reportable, let touch = ui().firstTouch(in: call) else { continue }
                let source = model.files[site.file].source
                pass.report(subscriptionMessage(site.name.text, state: state, touch: touch.text, combine: isCombine(site)),
                            in: source, at: site.name.offset, rib: ribName,
                            related: [RuleFinding.Related(source: source, offset: touch.offset, message: "touches the UI here")])
            }
            for (member, block) in model.memberBodies(of: type, inFiles: dispatchFiles) {
                let source = model.files[member.file].source
                block.walk { node in
                    guard case .expression(.call(let call)) = node, let name = call.name,
                          let queue = vocabulary.backgroundDispatch(call, in: type, model: model) else { return true }
                    for closure in call.closures {
                        guard let touch = ui().firstTouch(inClosure: closure) else { continue }
                        pass.report(dispatchMessage(name.text, queue: queue, touch: touch.text), in: source, at: name.offset, rib: ribName,
                                    related: [RuleFinding.Related(source: source, offset: touch.offset, message: "touches the UI here")])
                        break
                    }
                    return true
                }
            }
        }
    }

    /// Interactors, presenters, routers and workers.
    private static func partClasses(_ model: ProjectModel) -> [TypeID] {
        let roles: [RIBRole] = [.interactor, .presenter, .router, .worker]
        return Set(roles.flatMap { model.types(withRole: $0) }).filter { model[$0].kind == .class }.sorted()
    }

    private static func isCombine(_ site: SubscriptionSite) -> Bool {
        site.name.text == "sink" || site.name.text == "assign"
            || site.chain.links.contains { $0.name.text == "receive" || $0.name.text == "eraseToAnyPublisher" }
    }

    // MARK: messages

    private static func subscriptionMessage(_ call: String, state: ThreadState, touch: String, combine: Bool) -> String {
        let hop = combine ? "`.receive(on: DispatchQueue.main)`" : "`.observe(on: MainScheduler.instance)`"
        switch state {
        case .background(let reason):
            return "`\(call)` runs its handler off the main thread (\(reason)) and touches the UI (`\(touch)`); add \(hop) before `\(call)`"
        default:
            return "`\(call)` touches the UI (`\(touch)`) with no hop to the main thread in its chain; add \(hop) before `\(call)`"
        }
    }

    private static func dispatchMessage(_ call: String, queue: String, touch: String) -> String {
        if queue == "Task.detached" {
            return "`Task.detached` runs off the main thread and touches the UI (`\(touch)`); wrap the UI call in `await MainActor.run { }`"
        }
        return "`\(call)` on `\(queue)` touches the UI (`\(touch)`) off the main thread; wrap the UI call in `DispatchQueue.main.async { }`"
    }
}

/// Which thread a chain delivers on, as far as the code says.
enum ThreadState {
    case main
    /// Off the main thread, with what put it there (`after observeOn(...)`).
    case background(String)
    /// Nothing in the chain says.
    case unknown
}

/// The vocabulary of schedulers, queues and background sources, and how a chain hops.
struct Threads {
    let main: [String]
    let background: [String]
    let sources: [[String]]

    init(_ vocabulary: FrameworkVocabulary) {
        main = vocabulary.mainSchedulers
        background = vocabulary.backgroundSchedulers
        sources = vocabulary.backgroundSources.map { $0.split(separator: ".").map(String.init) }
    }

    private static let hops: Set<String> = ["observeOn", "subscribeOn", "observe", "receive", "subscribe"]
    private static let toMain: Set<String> = ["asDriver", "asSignal"]

    /// The thread the subscription's handler runs on.
    func thread(of site: SubscriptionSite, in type: TypeID, model: ProjectModel) -> ThreadState {
        if site.name.text == "drive" || site.name.text == "emit" { return .main }
        var state: ThreadState = .unknown
        let names = site.linksBefore.map(\.name.text)
        for (index, _) in names.enumerated() {
            if let source = sources.first(where: { names[index...].starts(with: $0) }) {
                state = .background("from `\(source.joined(separator: "."))`")
            }
        }
        for link in site.linksBefore {
            let name = link.name.text
            if Threads.toMain.contains(name) { state = .main; continue }
            guard Threads.hops.contains(name), let call = link.call, let argument = call.arguments.first else { continue }
            // `subscribe(on:)` is a hop only with its label (a plain `subscribe` is the subscription).
            if name == "subscribe" && argument.label?.text != "on" { continue }
            if (name == "observe" || name == "receive") && argument.label?.text != "on" { continue }
            let text = written(argument.value, model: model, file: site.file)
            if matches(text, main) {
                state = .main
            } else if isBackground(argument.value, text: text, in: type, model: model) {
                let label = argument.label.map { "\($0.text): " } ?? ""
                state = .background("after `\(name)(\(label)\(shown(argument.value, model: model, file: site.file)))`")
            } else {
                state = .unknown
            }
        }
        return state
    }

    /// `DispatchQueue.global().async { }`, `queue.async { }` on a private background queue,
    /// `Task.detached { }`: what runs there, in words; nil for any other call.
    func backgroundDispatch(_ call: Call, in type: TypeID, model: ProjectModel) -> String? {
        guard let name = call.name?.text, case .member(let base?, _) = call.callee else { return nil }
        if name == "detached", case .identifier(let root) = base, root.text == "Task" { return "Task.detached" }
        guard name == "async" || name == "asyncAfter" else { return nil }
        let file = model[type].file
        let text = written(base, model: model, file: file)
        if matches(text, main) { return nil }
        return isBackground(base, text: text, in: type, model: model) ? shown(base, model: model, file: file) : nil
    }

    /// The expression as written, each run of whitespace one space: for messages.
    private func shown(_ expr: Expr, model: ProjectModel, file: FileIndex) -> String {
        let range = expr.range
        guard range.start < range.end else { return "" }
        let text = model.files[file].source.text(Int(range.start)..<Int(range.end))
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// `text` is an entry, a call of it, or (for an entry that opens a call, `DispatchQueue(label:`)
    /// starts with it.
    private func matches(_ text: String, _ list: [String]) -> Bool {
        list.contains { entry in
            text == entry || text.hasPrefix(entry + "(") || text.hasPrefix(entry + ".init(")
                || (entry.contains("(") && text.hasPrefix(entry))
        }
    }

    /// A background scheduler or queue as written, or a stored property made with one.
    private func isBackground(_ expr: Expr, text: String, in type: TypeID, model: ProjectModel) -> Bool {
        if matches(text, background) { return true }
        guard case .property(let name) = Bindings.reference(expr, locals: []),
              let member = model.storedProperties(of: type).first(where: { $0.name == name }), let property = member.property,
              let block = model.initializerBlock(of: property, in: member.file), block.statements.count == 1,
              case .expression(let initializer) = block.statements[0] else { return false }
        let made = written(initializer, model: model, file: member.file)
        return !matches(made, main) && matches(made, background)
    }

    /// The expression's text without whitespace, for matching against the vocabulary:
    /// `ConcurrentDispatchQueueScheduler(qos:.background)`.
    private func written(_ expr: Expr, model: ProjectModel, file: FileIndex) -> String {
        String(shown(expr, model: model, file: file).filter { $0 != " " })
    }
}

/// What touches the UI in one class: calls and assignments on its UI receivers.
struct UIReceivers {
    struct Touch {
        var text: String
        var offset: UInt32
    }

    private let names: Set<String>
    private let isRouter: Bool

    init(type: TypeID, model: ProjectModel, vocabulary: FrameworkVocabulary) {
        var names = Set(vocabulary.uiReceivers)
        let uiRoles: Set<RIBRole> = [.presentable, .viewControllable, .view, .routing, .router]
        let viewTypes = Set(vocabulary.viewTypes)
        for member in model.types.membersIncludingInherited(of: type, visibleFrom: nil) {
            guard let property = member.property, let written = property.type else { continue }
            if viewTypes.contains(written.name) { names.insert(property.name.text); continue }
            guard let declared = model.types.lookup(written.name, fromFile: member.file) else { continue }
            if model.roles(of: declared).contains(where: uiRoles.contains) { names.insert(property.name.text) }
        }
        self.names = names
        isRouter = model.hasRole(type, .router)
    }

    /// The first UI touch among a subscription's handlers: its closures, or a `to:` / `on:`
    /// target (`bind(to: presenter.rx.title)`, `assign(to: \\.text, on: label)`).
    func firstTouch(in call: Call) -> Touch? {
        for argument in call.arguments {
            if case .closure(let closure) = argument.value {
                if let touch = firstTouch(inClosure: closure) { return touch }
            } else if argument.label?.text == "to" || argument.label?.text == "on", isUI(argument.value) {
                return Touch(text: argument.value.name?.text ?? "target", offset: argument.value.range.start)
            }
        }
        for trailing in call.trailingClosures {
            if let touch = firstTouch(inClosure: trailing.closure) { return touch }
        }
        return nil
    }

    /// The first UI touch in a closure, not counting what is wrapped back onto main
    /// (`DispatchQueue.main.async { }`, `MainActor.run { }`).
    func firstTouch(inClosure closure: Closure) -> Touch? {
        var found: Touch?
        closure.body.walk { node in
            guard found == nil else { return false }
            switch node {
            case .expression(.prefix(let op, _)) where op.text == "await":
                // `await presenter.show()` on a method that is not async: the call hops to the
                // actor it is isolated to (a `@MainActor` presenter or view controller).
                return false
            case .expression(.call(let call)):
                if UIReceivers.hopsToMain(call) { return false }
                if case .member(let base?, let name) = call.callee, isUI(base) {
                    found = Touch(text: name.text, offset: name.offset)
                } else if isRouter, let name = call.name, ["attachChild", "detachChild"].contains(name.text),
                          Bindings.isOwnMethodCall(call.callee) {
                    found = Touch(text: name.text, offset: name.offset)
                }
            case .statement(.assignment(let assignment)):
                if case .member(let base?, let name) = assignment.target, isUI(base) {
                    found = Touch(text: name.text, offset: name.offset)
                }
            default:
                break
            }
            return found == nil
        }
        return found
    }

    /// `DispatchQueue.main.async`, `MainActor.run`, `RunLoop.main.perform`, `OperationQueue.main`:
    /// the closures of these run on main.
    private static func hopsToMain(_ call: Call) -> Bool {
        let chain = Expr.call(call).callChain
        let names = chain.links.map(\.name.text)
        guard case .identifier(let root)? = chain.root else { return false }
        if root.text == "DispatchQueue", names.first == "main" { return true }
        if root.text == "MainActor", names.first == "run" { return true }
        if root.text == "RunLoop" || root.text == "OperationQueue", names.first == "main" { return true }
        return false
    }

    /// A receiver that is the UI: `presenter`, `self?.presenter`, `self.viewController.view`,
    /// `router?`.
    private func isUI(_ expr: Expr) -> Bool {
        let chain = Bindings.unwrapped(expr).callChain
        if chain.links.isEmpty {
            guard case .identifier(let name) = Bindings.unwrapped(expr) else { return false }
            return names.contains(name.text)
        }
        if Bindings.isSelf(chain.root) { return names.contains(chain.links[0].name.text) }
        if case .identifier(let name)? = chain.root.map(Bindings.unwrapped) { return names.contains(name.text) }
        return false
    }
}
