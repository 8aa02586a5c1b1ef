import SeededRandom

/// The RIB's own files: builder (dependency, component, buildable, builder), interactor (routing,
/// presentable, listener, interactor), router (interactable, view controllable, router), view
/// controller, worker, and the component extensions that provide the children's dependencies.
struct RIBFiles {
    let plan: AppPlan
    let rib: RIBPlan

    var name: String { rib.name }
    var lower: String { rib.lower }
    var folder: String { rib.isRoot ? "App/Root" : "App/Features/\(rib.name)" }
    var children: [RIBPlan] { rib.children.map { plan.ribs[$0] } }
    var rx: Bool { rib.idiom == .rx }

    func make(random: inout SplitMix64) -> [GeneratedFile] {
        var files = [
            builderFile(),
            interactorFile(random: &random),
            routerFile(random: &random),
            viewControllerFile(random: &random),
        ]
        if rib.hasWorker { files.append(workerFile(random: &random)) }
        for child in children { files.append(componentExtensionFile(for: child)) }
        return files
    }

    // MARK: - Builder

    /// Plant-specific requirements of this RIB's dependency protocol: (declaration, marker).
    private var plantedRequirements: [(name: String, type: String, marker: String)] {
        var result: [(String, String, String)] = []
        if rib.has(.unfulfilledDependency) {
            result.append(("legacy\(name)Store", "Legacy\(name)Store", expect("di/unfulfilled-dependency")))
        }
        if rib.has(.dependencyTypeMismatch) {
            // A provider of another type is no provider: the requirement is unfulfilled as well.
            result.append(("\(lower)PageSize", "Int", expect("di/dependency-type-mismatch", "di/unfulfilled-dependency")))
        }
        if rib.has(.mutableStreamPassedDown) {
            result.append(("\(lower)RefreshSignal", refreshSignalType, expect("di/mutable-stream-passed-down")))
        }
        return result
    }

    private var refreshSignalType: String { rx ? "PublishSubject<Void>" : "PassthroughSubject<Void, Never>" }

    private func builderFile() -> GeneratedFile {
        var w = SwiftWriter()
        w.line("import RIBs")
        if rib.has(.mutableStreamPassedDown) { w.line(rx ? "import RxSwift" : "import Combine") }
        w.blank()
        w.line("/// What \(name) needs from the scope that builds it.")
        w.open("protocol \(name)Dependency: Dependency")
        for service in rib.requirements {
            let entry = Service.all[service]
            let marker = service == rib.unusedService ? expect("di/unused-dependency") : ""
            w.line("var \(entry.name): \(entry.type) { get }\(marker)")
        }
        for requirement in plantedRequirements {
            w.line("var \(requirement.name): \(requirement.type) { get }\(requirement.marker)")
        }
        w.close()
        w.blank()
        w.line("/// The scope of \(name): what it reads from its parent and what it creates for itself and its children.")
        w.open("final class \(name)Component: Component<\(name)Dependency>")
        if rib.isRoot {
            for service in Service.all {
                for declaration in service.rootProvider { w.line(declaration) }
            }
        } else {
            for service in rib.bodyProvided.sorted() {
                let entry = Service.all[service]
                w.line("var \(entry.name): \(entry.type) { dependency.\(entry.name) }")
            }
            if rib.has(.unfulfilledDependency) {
                w.line("var legacy\(name)Store: Legacy\(name)Store { dependency.legacy\(name)Store }")
            }
            if rib.has(.dependencyTypeMismatch) {
                w.line("var \(lower)PageSize: Int { dependency.\(lower)PageSize }")
            }
            if rib.has(.mutableStreamPassedDown) {
                w.line("var \(lower)RefreshSignal: \(refreshSignalType) { dependency.\(lower)RefreshSignal }")
            }
        }
        w.blank()
        w.line("var \(lower)Service: \(name)Servicing { shared { \(name)Service(pageSize: \(lower)Configuration.pageSize) } }")
        // A value type may be built on every access; only reference types must be shared.
        w.line("var \(lower)Configuration: \(name)Configuration { \(name)Configuration(pageSize: 20, showsBadges: true) }")
        if rib.has(.unsharedInstance) {
            w.line("var \(lower)Formatter: \(name)Formatter { \(name)Formatter(locale: \"en_US\") }\(expect("di/unshared-instance"))")
        } else {
            w.line("var \(lower)Formatter: \(name)Formatter { shared { \(name)Formatter(locale: \"en_US\") } }")
        }
        w.close()
        w.blank()
        w.line("// MARK: - Builder")
        w.blank()
        w.open("protocol \(name)Buildable: Buildable")
        w.line(rib.isRoot ? "func build() -> LaunchRouting" : "func build(withListener listener: \(name)Listener) -> \(name)Routing")
        w.close()
        w.blank()
        w.open("final class \(name)Builder: Builder<\(name)Dependency>, \(name)Buildable")
        w.blank()
        w.open("override init(dependency: \(name)Dependency)")
        w.line("super.init(dependency: dependency)")
        w.close()
        w.blank()
        w.open(rib.isRoot ? "func build() -> LaunchRouting" : "func build(withListener listener: \(name)Listener) -> \(name)Routing")
        w.line("let component = \(name)Component(dependency: dependency)")
        w.line("let viewController = \(name)ViewController()")
        if rib.hasWorker {
            let stream = Service.all[rib.streams[0]]
            w.line("let worker = \(name)Worker(\(stream.name): component.\(stream.name))")
        }
        w.line("let interactor = \(name)Interactor(")
        w.indent()
        let arguments = interactorParameters.map { "\($0.label): \($0.builderValue)" }
        for (index, argument) in arguments.enumerated() {
            w.line(argument + (index + 1 < arguments.count ? "," : ")"))
        }
        w.dedent()
        if !rib.isRoot { w.line("interactor.listener = listener") }
        for child in children {
            w.line("let \(child.lower)Builder = \(child.name)Builder(dependency: component)")
        }
        w.line("return \(name)Router(")
        w.indent()
        var routerArguments = ["interactor: interactor", "viewController: viewController"]
        routerArguments += children.map { "\($0.lower)Builder: \($0.lower)Builder" }
        for (index, argument) in routerArguments.enumerated() {
            w.line(argument + (index + 1 < routerArguments.count ? "," : ")"))
        }
        w.dedent()
        w.close()
        w.close()
        return GeneratedFile(path: "\(folder)/\(name)Builder.swift", text: w.text)
    }

    /// The interactor's initializer parameters and what the builder passes for each.
    private var interactorParameters: [(label: String, type: String, builderValue: String)] {
        var result: [(String, String, String)] = [("presenter", "\(name)Presentable", "viewController")]
        for service in rib.used {
            let entry = Service.all[service]
            result.append((entry.name, entry.type, "component.\(entry.name)"))
        }
        result.append(("service", "\(name)Servicing", "component.\(lower)Service"))
        result.append(("formatter", "\(name)Formatter", "component.\(lower)Formatter"))
        if rib.has(.dependencyTypeMismatch) {
            result.append(("pageSize", "Int", "component.\(lower)PageSize"))
        } else {
            result.append(("pageSize", "Int", "component.\(lower)Configuration.pageSize"))
        }
        if rib.has(.unfulfilledDependency) {
            result.append(("legacyStore", "Legacy\(name)Store", "component.legacy\(name)Store"))
        }
        if rib.has(.mutableStreamPassedDown) {
            result.append(("refreshSignal", refreshSignalType, "component.\(lower)RefreshSignal"))
        }
        if rib.hasWorker { result.append(("worker", "\(name)Worker", "worker")) }
        return result
    }

    // MARK: - Component extensions

    private func componentExtensionFile(for child: RIBPlan) -> GeneratedFile {
        var w = SwiftWriter()
        w.line("import RIBs")
        let childRx = child.idiom == .rx
        if child.has(.mutableStreamPassedDown) { w.line(childRx ? "import RxSwift" : "import Combine") }
        w.blank()
        w.line("/// What \(name)'s scope hands to \(child.name).")
        var provided: [String] = []
        if !rib.isRoot {
            for service in child.requirements where !rib.bodyProvided.contains(service) {
                let entry = Service.all[service]
                provided.append("var \(entry.name): \(entry.type) { dependency.\(entry.name) }")
            }
        }
        if child.has(.mutableStreamPassedDown) {
            let type = childRx ? "PublishSubject<Void>" : "PassthroughSubject<Void, Never>"
            provided.append("var \(child.lower)RefreshSignal: \(type) { shared { \(type)() } }")
        }
        if child.has(.dependencyTypeMismatch) {
            provided.append("var \(child.lower)PageSize: Int32 { 20 }")
        }
        if provided.isEmpty {
            w.line("extension \(name)Component: \(child.name)Dependency {}")
        } else {
            w.open("extension \(name)Component: \(child.name)Dependency")
            w.lines(provided)
            w.close()
        }
        return GeneratedFile(path: "\(folder)/\(name)Component+\(child.name).swift", text: w.text)
    }

    // MARK: - Interactor

    /// How one subscription of the interactor is confined.
    private enum Confinement {
        case chained, container, stored
    }

    private struct Subscription {
        let service: Service
        let operators: [String]
        let handler: String
        let confinement: Confinement
    }

    private func subscriptionChain(_ receiver: String, operators: [String], call: String, marker: String,
                                   confinement: String?, into w: inout SwiftWriter, assignTo target: String? = nil) {
        w.line((target.map { "\($0) = " } ?? "") + receiver)
        w.indent()
        for item in operators { w.line(item) }
        w.line(call + marker)
        if let confinement = confinement { w.line(confinement) }
        w.dedent()
    }

    private func subscribeCall(idiom: Idiom, handler: String, variant: Int) -> String {
        switch idiom {
        case .rx:
            return ".subscribe(onNext: { [weak self] value in self?.\(handler)(value) })"
        case .combine:
            return variant % 2 == 0
                ? ".sink { [weak self] value in self?.\(handler)(value) }"
                : ".sink(receiveValue: { [weak self] value in self?.\(handler)(value) })"
        }
    }

    private func operators(for service: Service, variant: Int) -> (ops: [String], handler: String) {
        let rxStream = service.stream!.idiom == .rx
        let distinct = rxStream ? ".distinctUntilChanged()" : ".removeDuplicates()"
        let onMain = rxStream ? ".observe(on: MainScheduler.instance)" : ".receive(on: DispatchQueue.main)"
        let skip = rxStream ? ".skip(1)" : ".dropFirst()"
        let throttle = rxStream ? ".throttle(.milliseconds(\(100 * (1 + variant % 5))), scheduler: MainScheduler.instance)"
                                : ".debounce(for: .milliseconds(\(100 * (1 + variant % 5))), scheduler: DispatchQueue.main)"
        switch (service.name, variant % 4) {
        case ("sessionStream", 0): return ([".map { $0.displayName }", distinct, onMain], "presenter.showTitle")
        case ("sessionStream", 1): return ([".filter { $0.isSignedIn }", ".map { $0.userId }", distinct], "didChangeUser")
        case ("sessionStream", 2): return ([skip, ".map { $0.isSignedIn ? $0.displayName : \"\" }", throttle], "presenter.showTitle")
        case ("sessionStream", _): return ([".map { $0.userId }", ".filter { !$0.isEmpty }", distinct, onMain], "didChangeUser")
        case ("locationStream", 0): return ([".map { $0.regionCode }", distinct], "updateRegion")
        case ("locationStream", 1): return ([skip, ".map { $0.regionCode }", onMain], "updateRegion")
        case ("locationStream", 2): return ([".filter { $0.accuracy < 100 }", ".map { $0.regionCode }", throttle], "updateRegion")
        case ("locationStream", _): return ([".map { String(format: \"%.2f\", $0.latitude) }", distinct, onMain], "presenter.showMessage")
        case ("cartStream", 0): return ([".map { $0.itemCount }", distinct, onMain], "presenter.showBadge")
        case ("cartStream", 1): return ([skip, ".map { $0.itemCount }"], "presenter.showBadge")
        case ("cartStream", 2): return ([".map { $0.totalInCents / 100 }", distinct, throttle], "presenter.showBadge")
        case ("cartStream", _): return ([".filter { $0.itemCount > 0 }", ".map { \"\\($0.itemCount) in cart\" }", onMain], "presenter.showMessage")
        case ("notificationStream", 0): return ([".filter { $0.isUrgent }", ".map { $0.title }", onMain], "presenter.showMessage")
        case ("notificationStream", 1): return ([".map { $0.title }", distinct], "presenter.showMessage")
        case ("notificationStream", 2): return ([".filter { $0.kind == \"badge\" }", ".map { $0.title.count }", throttle], "presenter.showBadge")
        default: return ([skip, ".map { $0.kind }", distinct, onMain], "presenter.showTitle")
        }
    }

    private var stream: Service { Service.all[rib.streams[0]] }
    private var streamReceiver: String { "\(stream.name).\(stream.stream!.member)" }

    private func interactorFile(random: inout SplitMix64) -> GeneratedFile {
        var w = SwiftWriter(capacity: 16384)
        let upwardChildren = children.filter { rib.upwardChildren.contains($0.index) }
        let needsRx = rx || upwardChildren.contains { $0.idiom == .rx }
        let needsCombine = !rx || upwardChildren.contains { $0.idiom == .combine }
        w.line("import RIBs")
        if needsRx { w.line("import RxSwift") }
        if needsCombine { w.line("import Combine") }
        if !rx { w.line("import Foundation") }
        w.blank()

        // Routing, presentable, listener.
        w.open("protocol \(name)Routing: \(rib.isRoot ? "LaunchRouting" : "ViewableRouting")")
        if rib.has(.childExposesStream) {
            // The parent-facing surface: the parent's router reads it (see the parent's router).
            w.line((rx ? "var \(lower)Progress: Observable<Int> { get }" : "var \(lower)Progress: AnyPublisher<Int, Never> { get }")
                   + expect("rx/child-exposes-stream"))
        }
        for child in children {
            let style = rib.edges[child.index]!
            if style.isRouted { w.line("func routeTo\(child.name)()") }
            if style.isDetachable { w.line("func routeAwayFrom\(child.name)()") }
        }
        w.close()
        w.blank()
        w.open("protocol \(name)Presentable: Presentable")
        w.line("var listener: \(name)PresentableListener? { get set }")
        w.line("func showTitle(_ title: String)")
        w.line("func showMessage(_ message: String)")
        w.line("func showBadge(_ count: Int)")
        w.line("func showItems(_ items: [\(name)Item])")
        w.line("func showLoading(_ isLoading: Bool)")
        w.close()
        w.blank()
        if !rib.isRoot {
            w.open("protocol \(name)Listener: AnyObject")
            w.line("func \(lower)DidFinish()")
            if rib.emitsProgress { w.line("func \(lower)DidStart(progress: \(name)Progress)") }
            w.close()
            w.blank()
        }
        if rib.emitsProgress {
            w.line("/// Progress of \(name)'s work, handed to the parent when it starts.")
            w.open("final class \(name)Progress")
            w.line(rx ? "let updates: Observable<Int>" : "let updates: AnyPublisher<Int, Never>")
            w.blank()
            w.open(rx ? "init(updates: Observable<Int>)" : "init(updates: AnyPublisher<Int, Never>)")
            w.line("self.updates = updates")
            w.close()
            w.close()
            w.blank()
        }

        // Subscriptions and how each is confined.
        var subscriptions: [Subscription] = []
        let subscriptionCount = 2 + random.below(2)
        for variant in 0..<subscriptionCount {
            let (ops, handler) = operators(for: stream, variant: variant + random.below(4))
            let roll = random.below(10)
            let confinement: Confinement = roll < 6 ? .chained : roll < 8 ? .container : .stored
            subscriptions.append(Subscription(service: stream, operators: ops, handler: handler, confinement: confinement))
        }
        let usesContainer = subscriptions.contains { $0.confinement == .container }
        let storedCount = subscriptions.filter { $0.confinement == .stored }.count

        w.line("final class \(name)Interactor: PresentableInteractor<\(name)Presentable>, \(name)Interactable, \(name)PresentableListener {")
        w.indent()
        w.blank()
        if rib.has(.strongListener(1)) {
            w.line("var router: \(name)Routing?\(expect("leak/strong-listener"))")
        } else {
            w.line("weak var router: \(name)Routing?")
        }
        if !rib.isRoot {
            if rib.has(.strongListener(0)) {
                w.line("var listener: \(name)Listener?\(expect("leak/strong-listener"))")
            } else {
                w.line("weak var listener: \(name)Listener?")
            }
        }
        w.blank()
        for parameter in interactorParameters.dropFirst() {
            w.line("private let \(parameter.label): \(parameter.type)")
        }
        if usesContainer {
            w.line(rx ? "private var disposeBag = DisposeBag()" : "private var cancellables = Set<AnyCancellable>()")
        }
        for index in 0..<storedCount {
            w.line(rx ? "private var refreshDisposable\(index): Disposable?" : "private var refreshCancellable\(index): AnyCancellable?")
        }
        if rib.has(.unconfined(1)) {
            w.line(rx ? "private var pendingDisposable: Disposable?" : "private var pendingCancellable: AnyCancellable?")
        }
        if rib.has(.unconfined(2)) {
            w.line(rx ? "private let retainedBag = DisposeBag()" : "private var retainedCancellables = Set<AnyCancellable>()")
        }
        if rib.has(.selfCapture(1)) { w.line("private var pendingActions: [() -> Void] = []") }
        if rib.has(.childExposesStream) {
            w.line(rx ? "private let progressSubject = BehaviorSubject<Int>(value: 0)"
                      : "private let progressSubject = CurrentValueSubject<Int, Never>(0)")
        }
        if rib.emitsProgress {
            w.line(rx ? "private let progressUpdatesSubject = PublishSubject<Int>()"
                      : "private let progressUpdatesSubject = PassthroughSubject<Int, Never>()")
        }
        if rib.has(.viewInInteractor(0)) {
            w.line("private weak var overlayHost: UIView?\(expect("structure/view-in-interactor"))")
        }
        w.line("private var items: [\(name)Item] = []")
        w.line("private var currentUserId: String?")
        w.line("private var currentRegion: String?")
        w.line("private var activationCount = 0")
        w.blank()

        // init
        let parameters = interactorParameters.map { "\($0.label): \($0.type)" }.joined(separator: ", ")
        w.open("init(\(parameters))")
        for parameter in interactorParameters.dropFirst() {
            w.line("self.\(parameter.label) = \(parameter.label)")
        }
        w.line("super.init(presenter: presenter)")
        w.line("presenter.listener = self")
        if rib.has(.subscriptionBeforeActivation) {
            // The confinement call is what the finding points at.
            let (ops, handler) = operators(for: stream, variant: 0)
            w.line(streamReceiver)
            w.indent()
            w.lines(ops)
            w.line(subscribeCall(idiom: rib.idiom, handler: handler, variant: 1))
            w.line((rx ? ".disposeOnDeactivate(interactor: self)" : ".cancelOnDeactivate(interactor: self)")
                   + expect("lifecycle/subscription-before-activation"))
            w.dedent()
        }
        w.close()
        w.blank()

        // didBecomeActive
        if rib.has(.missingSuper(1)) {
            w.line("override func didBecomeActive() {\(expect("lifecycle/missing-super-call"))")
            w.indent()
        } else {
            w.open("override func didBecomeActive()")
            w.line("super.didBecomeActive()")
        }
        w.line("activationCount += 1")
        if rib.hasWorker { w.line("worker.start(self)") }
        for index in subscriptions.indices { w.line("observe\(index)()") }
        w.line("load\(name)Items(limit: pageSize)")
        if rib.emitsProgress {
            w.line(rx ? "listener?.\(lower)DidStart(progress: \(name)Progress(updates: progressUpdatesSubject.asObservable()))"
                      : "listener?.\(lower)DidStart(progress: \(name)Progress(updates: progressUpdatesSubject.eraseToAnyPublisher()))")
        }
        if rib.has(.selfCapture(1)) {
            w.line("pendingActions.append { self.flushPendingActions() }\(expect("leak/self-capture-in-stored-closure"))")
        }
        if rib.has(.unconfined(0)) {
            let (ops, handler) = operators(for: stream, variant: 1)
            w.line("_ = \(streamReceiver)")
            w.indent()
            w.lines(ops)
            w.line(subscribeCall(idiom: rib.idiom, handler: handler, variant: 0) + expect("lifecycle/unconfined-subscription"))
            w.dedent()
        }
        if rib.has(.unconfined(1)) {
            let (ops, handler) = operators(for: stream, variant: 0)
            subscriptionChain(streamReceiver, operators: ops, call: subscribeCall(idiom: rib.idiom, handler: handler, variant: 1),
                              marker: expect("lifecycle/unconfined-subscription"), confinement: nil, into: &w,
                              assignTo: rx ? "pendingDisposable" : "pendingCancellable")
        }
        if rib.has(.unconfined(2)) {
            let (ops, handler) = operators(for: stream, variant: 1)
            subscriptionChain(streamReceiver, operators: ops, call: subscribeCall(idiom: rib.idiom, handler: handler, variant: 0),
                              marker: expect("lifecycle/unconfined-subscription"),
                              confinement: rx ? ".disposed(by: retainedBag)" : ".store(in: &retainedCancellables)", into: &w)
        }
        if rib.has(.suppressedSubscription) {
            // App-lifetime on purpose: the suppression documents it, and silences the finding.
            let (ops, handler) = operators(for: stream, variant: 0)
            w.line("// riblint:disable-next-line lifecycle/unconfined-subscription")
            w.line("_ = \(streamReceiver)\(ops.joined())\(subscribeCall(idiom: rib.idiom, handler: handler, variant: 0))")
        }
        w.close()
        w.blank()

        // willResignActive
        if rib.has(.missingSuper(0)) {
            w.line("override func willResignActive() {\(expect("lifecycle/missing-super-call"))")
            w.indent()
        } else {
            w.open("override func willResignActive()")
            w.line("super.willResignActive()")
        }
        if usesContainer { w.line(rx ? "disposeBag = DisposeBag()" : "cancellables.removeAll()") }
        for index in 0..<storedCount {
            w.line(rx ? "refreshDisposable\(index)?.dispose()" : "refreshCancellable\(index)?.cancel()")
        }
        w.line("items.removeAll()")
        w.close()
        w.blank()

        // Subscriptions
        var storedIndex = 0
        for (index, subscription) in subscriptions.enumerated() {
            w.open("private func observe\(index)()")
            let call = subscribeCall(idiom: rib.idiom, handler: subscription.handler, variant: index)
            switch subscription.confinement {
            case .chained:
                subscriptionChain(streamReceiver, operators: subscription.operators, call: call, marker: "",
                                  confinement: rx ? ".disposeOnDeactivate(interactor: self)" : ".cancelOnDeactivate(interactor: self)",
                                  into: &w)
            case .container:
                subscriptionChain(streamReceiver, operators: subscription.operators, call: call, marker: "",
                                  confinement: rx ? ".disposed(by: disposeBag)" : ".store(in: &cancellables)", into: &w)
            case .stored:
                let property = rx ? "refreshDisposable\(storedIndex)" : "refreshCancellable\(storedIndex)"
                w.line(rx ? "\(property)?.dispose()" : "\(property)?.cancel()")
                subscriptionChain(streamReceiver, operators: subscription.operators, call: call, marker: "",
                                  confinement: nil, into: &w, assignTo: property)
                storedIndex += 1
            }
            w.close()
            w.blank()
        }

        // Presentable listener
        w.line("// MARK: - \(name)PresentableListener")
        w.blank()
        for child in children where rib.edges[child.index]!.isRouted {
            w.open("func didSelect\(child.name)()")
            w.line("router?.routeTo\(child.name)()")
            w.close()
            w.blank()
        }
        w.open("func didTapClose()")
        w.line(rib.isRoot ? "items.removeAll()" : "listener?.\(lower)DidFinish()")
        w.close()
        w.blank()
        w.open("func didRequestRefresh()")
        if rib.has(.mutableStreamPassedDown) { w.line(rx ? "refreshSignal.onNext(())" : "refreshSignal.send(())") }
        if rib.has(.childExposesStream) { w.line(rx ? "progressSubject.onNext(items.count)" : "progressSubject.send(items.count)") }
        if rib.emitsProgress { w.line(rx ? "progressUpdatesSubject.onNext(items.count)" : "progressUpdatesSubject.send(items.count)") }
        w.line("load\(name)Items(limit: pageSize)")
        w.close()
        w.blank()

        // Child listeners
        for child in children {
            w.line("// MARK: - \(child.name)Listener")
            w.blank()
            w.open("func \(child.lower)DidFinish()")
            if rib.edges[child.index]!.isDetachable {
                w.line("router?.routeAwayFrom\(child.name)()")
            } else {
                w.line("presenter.showMessage(\"\(child.name) finished\")")
            }
            w.close()
            w.blank()
            if child.emitsProgress {
                let childRx = child.idiom == .rx
                w.open("func \(child.lower)DidStart(progress: \(child.name)Progress)")
                w.line("progress.updates")
                w.indent()
                w.line(childRx ? ".distinctUntilChanged()" : ".removeDuplicates()")
                if childRx {
                    w.line(".subscribe(onNext: { [weak self] value in self?.presenter.showBadge(value) })\(expect("rx/upward-subscription"))")
                    w.line(".disposeOnDeactivate(interactor: self)")
                } else {
                    w.line(".sink { [weak self] value in self?.presenter.showBadge(value) }\(expect("rx/upward-subscription"))")
                    w.line(".cancelOnDeactivate(interactor: self)")
                }
                w.dedent()
                w.close()
                w.blank()
            }
        }

        if rib.has(.childExposesStream) {
            w.line("// MARK: - \(name)Interactable")
            w.blank()
            w.open(rx ? "var \(lower)Progress: Observable<Int>" : "var \(lower)Progress: AnyPublisher<Int, Never>")
            w.line(rx ? "progressSubject.asObservable()" : "progressSubject.eraseToAnyPublisher()")
            w.close()
            w.blank()
        }

        // Business logic
        w.line("// MARK: - Private")
        w.blank()
        w.open("private func load\(name)Items(limit: Int)")
        w.line("presenter.showLoading(true)")
        for client in rib.clients {
            let usage = Service.all[client].usage
                .replacingOccurrences(of: "%PATH%", with: "\(lower)/items")
                .replacingOccurrences(of: "%EVENT%", with: "\(lower)_\(random.pick(Vocabulary.eventNames))")
            for line in usage.split(separator: "\n") { w.line(String(line)) }
        }
        if rib.has(.unfulfilledDependency) { w.line("legacyStore.migrateIfNeeded()") }
        w.line("let loaded = service.items(matching: currentRegion ?? \"\", limit: limit)")
        w.line("apply(loaded)")
        w.line("presenter.showLoading(false)")
        w.close()
        w.blank()
        w.open("private func apply(_ loaded: [\(name)Item])")
        w.line("var seen = Set<String>()")
        w.line("var merged: [\(name)Item] = []")
        w.line("merged.reserveCapacity(loaded.count + items.count)")
        w.open("for item in loaded + items where !item.isArchived")
        w.line("guard seen.insert(item.identifier).inserted else { continue }")
        w.line("merged.append(item)")
        w.close()
        w.open("merged.sort")
        w.line("if $0.sortIndex != $1.sortIndex { return $0.sortIndex < $1.sortIndex }")
        w.line("return $0.title < $1.title")
        w.close()
        w.line("items = merged")
        w.line("presenter.showItems(merged)")
        w.line("presenter.showMessage(formatter.summary(count: merged.count))")
        w.close()
        w.blank()
        w.open("private func didChangeUser(_ userId: String)")
        w.line("guard userId != currentUserId else { return }")
        w.line("currentUserId = userId")
        w.line("items.removeAll()")
        w.line("load\(name)Items(limit: pageSize)")
        w.close()
        w.blank()
        w.open("private func updateRegion(_ regionCode: String)")
        w.line("guard regionCode != currentRegion else { return }")
        w.line("currentRegion = regionCode")
        w.line("load\(name)Items(limit: pageSize)")
        w.close()
        if rib.has(.selfCapture(1)) {
            w.blank()
            w.open("private func flushPendingActions()")
            w.line("let actions = pendingActions")
            w.line("pendingActions.removeAll()")
            w.line("actions.forEach { $0() }")
            w.close()
        }
        if rib.has(.viewInInteractor(1)) {
            w.blank()
            w.line("func attachPreview(to host: UIViewController) {\(expect("structure/view-in-interactor"))")
            w.indent()
            w.line("presenter.showMessage(\"preview \\(items.count)\")")
            w.close()
        }
        if rib.has(.viewInInteractor(2)) {
            w.blank()
            w.open("private func updateNavigationTitle()")
            w.line("(presenter as? \(name)ViewController)?.title = formatter.summary(count: items.count)\(expect("structure/view-in-interactor"))")
            w.close()
        }
        w.dedent()
        w.line("}")
        return GeneratedFile(path: "\(folder)/\(name)Interactor.swift", text: w.text)
    }

    // MARK: - Router

    private func routerFile(random: inout SplitMix64) -> GeneratedFile {
        var w = SwiftWriter(capacity: 8192)
        let subscribesInRouter = rib.has(.subscriptionInRouter)
        w.line("import RIBs")
        if subscribesInRouter || rib.has(.childExposesStream) { w.line(rx ? "import RxSwift" : "import Combine") }
        w.blank()
        let listeners = children.map { "\($0.name)Listener" }
        w.open("protocol \(name)Interactable: " + (["Interactable"] + listeners).joined(separator: ", "))
        w.line("var router: \(name)Routing? { get set }")
        if !rib.isRoot { w.line("var listener: \(name)Listener? { get set }") }
        if rib.has(.childExposesStream) {
            // Read by this RIB's own router only: not the parent-facing surface.
            w.line(rx ? "var \(lower)Progress: Observable<Int> { get }" : "var \(lower)Progress: AnyPublisher<Int, Never> { get }")
        }
        w.close()
        w.blank()
        w.open("protocol \(name)ViewControllable: ViewControllable")
        w.line("func present(viewController: ViewControllable)")
        w.line("func dismiss(viewController: ViewControllable)")
        w.close()
        w.blank()
        let base = rib.isRoot ? "LaunchRouter" : "ViewableRouter"
        w.open("final class \(name)Router: \(base)<\(name)Interactable, \(name)ViewControllable>, \(name)Routing")
        w.blank()
        for child in children {
            w.line("private let \(child.lower)Builder: \(child.name)Buildable")
            if rib.edges[child.index]!.isDetachable {
                w.line("private var \(child.lower)Routing: \(child.name)Routing?")
            }
        }
        if rib.has(.strongListener(3)) {
            w.line("var auditDelegate: RoutingAuditDelegate?\(expect("leak/strong-listener"))")
        } else {
            w.line("weak var auditDelegate: RoutingAuditDelegate?")
        }
        if rib.has(.suppressedRouterListener) {
            w.line("// riblint:disable leak/strong-listener")
            w.line("private var auditListener: RoutingAuditListener?")
            w.line("// riblint:enable leak/strong-listener")
        }
        if subscribesInRouter {
            w.line(rx ? "private let disposeBag = DisposeBag()" : "private var cancellables = Set<AnyCancellable>()")
        }
        w.line("private var routeCount = 0")
        w.blank()
        if rib.has(.unusedSuppression(1)) {
            w.line("// riblint:disable-next-line leak/strong-listener -- left over from a refactor" + expect("lint/unused-suppression"))
        }
        var parameters = ["interactor: \(name)Interactable", "viewController: \(name)ViewControllable"]
        parameters += children.map { "\($0.lower)Builder: \($0.name)Buildable" }
        w.open("init(\(parameters.joined(separator: ", ")))")
        for child in children { w.line("self.\(child.lower)Builder = \(child.lower)Builder") }
        w.line("super.init(interactor: interactor, viewController: viewController)")
        w.line("interactor.router = self")
        w.close()
        w.blank()

        let permanent = children.filter { rib.edges[$0.index]! == .permanent }
        let missingSuper = rib.has(.missingSuper(2))
        if !permanent.isEmpty || subscribesInRouter || missingSuper || random.chance(30) {
            if missingSuper {
                w.line("override func didLoad() {\(expect("lifecycle/missing-super-call"))")
                w.indent()
            } else {
                w.open("override func didLoad()")
                w.line("super.didLoad()")
            }
            for child in permanent {
                w.line("let \(child.lower) = \(child.lower)Builder.build(withListener: interactor)")
                w.line("attachChild(\(child.lower))")
                if child.has(.childExposesStream) { w.line("_ = \(child.lower).\(child.lower)Progress") }
            }
            if subscribesInRouter {
                w.line("interactor.isActiveStream")
                w.indent()
                w.line(".filter { $0 }")
                if rx {
                    w.line(".subscribe(onNext: { [weak self] _ in self?.recordActivation() })\(expect("rx/subscription-in-router"))")
                    w.line(".disposed(by: disposeBag)")
                } else {
                    w.line(".sink { [weak self] _ in self?.recordActivation() }\(expect("rx/subscription-in-router"))")
                    w.line(".store(in: &cancellables)")
                }
                w.dedent()
            }
            w.line("routeCount = 0")
            w.close()
            w.blank()
        }

        for child in children {
            let style = rib.edges[child.index]!
            let routing = "\(child.lower)Routing"
            switch style {
            case .permanent:
                continue
            case .neverDetached:
                w.open("func routeTo\(child.name)()")
                w.line("let \(routing) = \(child.lower)Builder.build(withListener: interactor)")
                w.line("attachChild(\(routing))\(expect("leak/child-never-detached"))")
                if child.has(.childExposesStream) { w.line("_ = \(routing).\(child.lower)Progress") }
                w.line("viewController.present(viewController: \(routing).viewControllable)")
                w.line("routeCount += 1")
                w.close()
                w.blank()
            case .onDemand, .retainedAfterDetach:
                w.open("func routeTo\(child.name)()")
                w.line("guard \(routing) == nil else { return }")
                w.line("let \(routing) = \(child.lower)Builder.build(withListener: interactor)")
                w.line("self.\(routing) = \(routing)")
                w.line("attachChild(\(routing))")
                if child.has(.childExposesStream) { w.line("_ = \(routing).\(child.lower)Progress") }
                w.line("viewController.present(viewController: \(routing).viewControllable)")
                w.line("routeCount += 1")
                w.close()
                w.blank()
                w.open("func routeAwayFrom\(child.name)()")
                if style == .retainedAfterDetach {
                    w.line("guard let \(routing) = \(routing) else { return }")
                    w.line("viewController.dismiss(viewController: \(routing).viewControllable)")
                    w.line("detachChild(\(routing))\(expect("leak/retained-after-detach"))")
                } else if style == .onDemand(variant: 0) {
                    w.line("guard let \(routing) = \(routing) else { return }")
                    w.line("viewController.dismiss(viewController: \(routing).viewControllable)")
                    w.line("detachChild(\(routing))")
                    w.line("self.\(routing) = nil")
                } else {
                    w.open("if let child = \(routing)")
                    w.line("viewController.dismiss(viewController: child.viewControllable)")
                    w.line("detachChild(child)")
                    w.line("\(routing) = nil")
                    w.close()
                }
                w.close()
                w.blank()
            }
        }
        if subscribesInRouter {
            w.open("private func recordActivation()")
            w.line("routeCount += 1")
            w.line("auditDelegate?.routerDidActivate(name: \"\(name)\", count: routeCount)")
            w.close()
            w.blank()
        }
        if rib.has(.childExposesStream) {
            w.open(rx ? "var \(lower)Progress: Observable<Int>" : "var \(lower)Progress: AnyPublisher<Int, Never>")
            w.line("interactor.\(lower)Progress")
            w.close()
            w.blank()
        }
        w.open("func currentRouteCount() -> Int")
        w.line("routeCount")
        w.close()
        w.close()
        return GeneratedFile(path: "\(folder)/\(name)Router.swift", text: w.text)
    }

    // MARK: - Worker

    private func workerFile(random: inout SplitMix64) -> GeneratedFile {
        var w = SwiftWriter()
        w.line("import RIBs")
        w.line(rx ? "import RxSwift" : "import Combine")
        w.blank()
        w.line("/// Keeps \(name)'s cache warm while the RIB is active.")
        w.open("final class \(name)Worker: Worker")
        w.blank()
        w.line("private let \(stream.name): \(stream.type)")
        w.line("private var lastValues: [String] = []")
        w.blank()
        w.open("init(\(stream.name): \(stream.type))")
        w.line("self.\(stream.name) = \(stream.name)")
        w.line("super.init()")
        w.close()
        w.blank()
        w.open("override func didStart(_ interactorScope: InteractorScope)")
        w.line("super.didStart(interactorScope)")
        let (ops, _) = operators(for: stream, variant: random.below(2))
        let call = rx ? ".subscribe(onNext: { [weak self] value in self?.remember(\"\\(value)\") })"
                      : ".sink { [weak self] value in self?.remember(\"\\(value)\") }"
        if rib.has(.unconfined(3)) {
            w.line("_ = \(streamReceiver)")
            w.indent()
            w.lines(ops)
            w.line(call + expect("lifecycle/unconfined-subscription"))
            w.dedent()
        } else {
            subscriptionChain(streamReceiver, operators: ops, call: call, marker: "",
                              confinement: rx ? ".disposeOnStop(self)" : ".cancelOnStop(self)", into: &w)
        }
        w.close()
        w.blank()
        if rib.has(.missingSuper(3)) {
            w.line("override func didStop() {\(expect("lifecycle/missing-super-call"))")
            w.indent()
        } else {
            w.open("override func didStop()")
            w.line("super.didStop()")
        }
        w.line("lastValues.removeAll()")
        w.close()
        w.blank()
        w.open("private func remember(_ value: String)")
        w.line("lastValues.append(value)")
        w.open("if lastValues.count > 32")
        w.line("lastValues.removeFirst(lastValues.count - 32)")
        w.close()
        w.close()
        w.close()
        return GeneratedFile(path: "\(folder)/\(name)Worker.swift", text: w.text)
    }

    // MARK: - View controller

    private func viewControllerFile(random: inout SplitMix64) -> GeneratedFile {
        var w = SwiftWriter(capacity: 16384)
        let routed = children.filter { rib.edges[$0.index]!.isRouted }
        w.line("import RIBs")
        w.line("import UIKit")
        w.blank()
        w.open("protocol \(name)PresentableListener: AnyObject")
        for child in routed { w.line("func didSelect\(child.name)()") }
        w.line("func didTapClose()")
        w.line("func didRequestRefresh()")
        w.close()
        w.blank()
        w.open("final class \(name)ViewController: UIViewController, \(name)Presentable, \(name)ViewControllable")
        w.blank()
        if rib.has(.strongListener(2)) {
            w.line("var listener: \(name)PresentableListener?\(expect("leak/strong-listener"))")
        } else {
            w.line("weak var listener: \(name)PresentableListener?")
        }
        w.blank()
        if rib.has(.unusedSuppression(0)) {
            w.line("// riblint:disable-next-line leak/strong-listener -- left over from a refactor" + expect("lint/unused-suppression"))
        }
        w.line("private let titleLabel = UILabel()")
        w.line("private let messageLabel = UILabel()")
        w.line("private let badgeLabel = UILabel()")
        w.line("private let activityIndicator = UIActivityIndicatorView(style: .medium)")
        w.line("private let stackView = UIStackView()")
        w.line("private let headerView = \(name)HeaderView()")
        w.line("private let listView = \(name)ListView()")
        w.line("private var items: [\(name)Item] = []")
        if rib.has(.selfCapture(0)) { w.line("private var onRetry: (() -> Void)?") }
        w.blank()
        w.open("private lazy var closeButton: UIButton =")
        w.line("let button = UIButton(type: .system)")
        w.line("button.setTitle(\"Close\", for: .normal)")
        w.line("button.accessibilityIdentifier = \"\(lower).close\"")
        w.line("return button")
        w.close("()")
        for child in routed {
            w.blank()
            w.open("private lazy var \(child.lower)Button: UIButton =")
            w.line("let button = UIButton(type: .system)")
            w.line("button.setTitle(\"\(child.name)\", for: .normal)")
            w.line("button.titleLabel?.font = .preferredFont(forTextStyle: .headline)")
            w.line("return button")
            w.close("()")
        }
        w.blank()
        w.open("override func viewDidLoad()")
        w.line("super.viewDidLoad()")
        w.line("view.backgroundColor = .\(random.pick(Vocabulary.colors))")
        w.line("configureHierarchy()")
        w.line("configureConstraints()")
        w.line("configureActions()")
        if rib.has(.selfCapture(0)) {
            w.line("onRetry = { self.listener?.didRequestRefresh() }\(expect("leak/self-capture-in-stored-closure"))")
        }
        w.close()
        w.blank()
        w.open("override func viewWillAppear(_ animated: Bool)")
        w.line("super.viewWillAppear(animated)")
        w.line("navigationController?.setNavigationBarHidden(false, animated: animated)")
        w.close()
        w.blank()
        w.open("private func configureHierarchy()")
        w.line("stackView.axis = .vertical")
        w.line("stackView.spacing = \(4 * (2 + random.below(4)))")
        w.line("stackView.alignment = .fill")
        w.line("titleLabel.font = .preferredFont(forTextStyle: .title2)")
        w.line("titleLabel.numberOfLines = 0")
        w.line("messageLabel.font = .preferredFont(forTextStyle: .body)")
        w.line("messageLabel.textColor = .\(random.pick(Vocabulary.colors))")
        w.line("badgeLabel.textAlignment = .center")
        for item in ["headerView", "titleLabel", "messageLabel", "badgeLabel", "listView"] {
            w.line("stackView.addArrangedSubview(\(item))")
        }
        for child in routed { w.line("stackView.addArrangedSubview(\(child.lower)Button)") }
        w.line("stackView.addArrangedSubview(closeButton)")
        w.line("view.addSubview(stackView)")
        w.line("view.addSubview(activityIndicator)")
        w.close()
        w.blank()
        w.open("private func configureConstraints()")
        w.line("stackView.translatesAutoresizingMaskIntoConstraints = false")
        w.line("activityIndicator.translatesAutoresizingMaskIntoConstraints = false")
        w.line("NSLayoutConstraint.activate([")
        w.indent()
        let margin = 8 * (1 + random.below(3))
        w.line("stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: \(margin)),")
        w.line("stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: \(margin)),")
        w.line("stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -\(margin)),")
        w.line("stackView.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor),")
        w.line("headerView.heightAnchor.constraint(equalToConstant: \(44 + 4 * random.below(10))),")
        w.line("listView.heightAnchor.constraint(greaterThanOrEqualToConstant: 120),")
        w.line("activityIndicator.centerXAnchor.constraint(equalTo: view.centerXAnchor),")
        w.line("activityIndicator.centerYAnchor.constraint(equalTo: view.centerYAnchor),")
        w.dedent()
        w.line("])")
        w.close()
        w.blank()
        w.open("private func configureActions()")
        w.line("closeButton.addTarget(self, action: #selector(didTapCloseButton), for: .touchUpInside)")
        for child in routed {
            w.line("\(child.lower)Button.addTarget(self, action: #selector(didTap\(child.name)Button), for: .touchUpInside)")
        }
        w.line("headerView.delegate = self")
        w.close()
        w.blank()
        w.line("// MARK: - \(name)Presentable")
        w.blank()
        w.open("func showTitle(_ title: String)")
        w.line("titleLabel.text = title")
        w.line("self.title = title")
        w.close()
        w.blank()
        w.open("func showMessage(_ message: String)")
        w.line("messageLabel.text = message")
        w.line("messageLabel.isHidden = message.isEmpty")
        w.close()
        w.blank()
        w.open("func showBadge(_ count: Int)")
        w.line("badgeLabel.text = count > 99 ? \"99+\" : \"\\(count)\"")
        w.line("badgeLabel.isHidden = count == 0")
        w.close()
        w.blank()
        w.open("func showItems(_ items: [\(name)Item])")
        w.line("self.items = items")
        w.line("headerView.configure(count: items.count)")
        w.line("listView.reload(with: items)")
        w.close()
        w.blank()
        w.open("func showLoading(_ isLoading: Bool)")
        w.open("if isLoading")
        w.line("activityIndicator.startAnimating()")
        w.dedent()
        w.open("} else")
        w.line("activityIndicator.stopAnimating()")
        w.close()
        if random.chance(50) {
            // Not stored anywhere: a strong `self` here is fine.
            w.open("UIView.animate(withDuration: 0.25)")
            w.line("self.stackView.alpha = isLoading ? 0.5 : 1")
            w.close()
        }
        w.close()
        w.blank()
        w.line("// MARK: - \(name)ViewControllable")
        w.blank()
        w.open("func present(viewController: ViewControllable)")
        w.line("present(viewController.uiviewController, animated: true, completion: nil)")
        w.close()
        w.blank()
        w.open("func dismiss(viewController: ViewControllable)")
        w.line("guard presentedViewController === viewController.uiviewController else { return }")
        w.line("dismiss(animated: true, completion: nil)")
        w.close()
        w.blank()
        w.line("// MARK: - Actions")
        w.blank()
        w.open("@objc private func didTapCloseButton()")
        w.line("listener?.didTapClose()")
        w.close()
        for child in routed {
            w.blank()
            w.open("@objc private func didTap\(child.name)Button()")
            w.line("listener?.didSelect\(child.name)()")
            w.close()
        }
        w.close()
        w.blank()
        w.open("extension \(name)ViewController: \(name)HeaderViewDelegate")
        w.open("func headerViewDidRequestRefresh(_ headerView: \(name)HeaderView)")
        if rib.has(.selfCapture(0)) { w.line("onRetry?()") } else { w.line("listener?.didRequestRefresh()") }
        w.close()
        w.close()
        return GeneratedFile(path: "\(folder)/\(name)ViewController.swift", text: w.text)
    }
}
