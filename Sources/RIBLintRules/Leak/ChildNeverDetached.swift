import RIBLintAnalysis
import RIBLintAST
import RIBLintCore
import RIBLintModel

/// `leak/child-never-detached`: a routing method attaches a child with no check that it is
/// attached already, and nothing in the router can ever detach it, or nothing detaches the child
/// the method overwrites.
enum ChildNeverDetached: Rule {
    static let description = RuleDescription(
        id: "leak/child-never-detached",
        defaultSeverity: .warning,
        summary: "a routing method attaches a child that nothing detaches, once per call",
        rationale: """
            A routing method that calls `attachChild` without first checking that the child is \
            not attached already (a nil-check of a property that holds it, or a look at \
            `children` or at the router's own array of child routers) attaches one more child on every call. When nothing in the router can \
            detach it (no `detachChild` of a property that holds it, directly or through a helper \
            of the class or of a project extension of the framework router such as \
            `extension ViewableRouter { func detachWhenClosed(_:) }`, none of a value taken \
            from `children`, also in such an extension's helper that the router or its interactor \
            calls (`router?.detachCurrentChild()`), and no such helper handed the child after the attach, as in \
            `let child = builder.build(...); attachChild(child); detachWhenClosed(child)`), each stays alive and active for the parent's whole life. When \
            another method detaches the property and sets it to nil (so that nil means "nothing \
            attached"), but this one overwrites it without a check and without detaching the \
            child it holds first, a child still attached is dropped and never detached. A loop \
            that detaches a list of such properties (`[hotel, flight].forEach { detachChild($0) }`, \
            `for child in [hotel, flight] { detachChild(child) }`) detaches each of them, not any \
            child. A nil-check of a property the router never sets to a child always passes and is \
            no check; nor is one made after the method itself stored the new child in the \
            property (`quote = builder.build(...); if let quote { attachChild(quote) }`). Keep the \
            child in a property, guard with `guard child == nil else { return }` (or detach the \
            current one first), and detach it (and set the property to nil) in the matching \
            route-away method.

            A child attached once is permanent by design: from `didLoad` or `init`, from a \
            method only they call, or from one the interactor calls only straight from \
            `didBecomeActive` (a RIB is activated once per attach) or from the view controller's \
            `viewDidLoad` through its listener, or from a closure there that \
            runs once (`Task { }`, `DispatchQueue.main.async { }`); not from a stream's handler \
            or an observer there, which runs on every event, unless it does its work once per \
            instance: code that returns when a flag of its class is set and sets the flag itself \
            (`if didRoute { return }` ... `didRoute = true`, in a stream's handler, an interactor \
            method or the view's `viewDidAppear`), when nothing else in the class clears the flag. \
            An interactor method that nothing can call (not an override, not `@objc`, declared by \
            no protocol the interactor adopts, named in no other file of its RIB) calls no route. \
            A method whose every caller checks first that the \
            property it sets is nil (`if tabBar == nil { attachTabBar() }`), or first calls a \
            method that detaches it and sets it to nil (`detachCurrentChild(); attachLogin()`), \
            is guarded too, and \
            a set-up method that other routers call only on a router they have just built \
            (`let tabs = tabsBuilder.build(...); tabs.attachTabs()`) runs once per router. So \
            does a hand-over run only in answer to a child's listener call (`splashDidFinish`, \
            straight or through one interactor helper) that detaches that child, itself (before or \
            after attaching the next) or by a router method the interactor called just before \
            (`router?.dismissSplash()`), \
            when only load-time code or another hand-over attaches it (Splash, then \
            Onboarding, then Home; LoggedOut and LoggedIn swapping each other). Routers and, in \
            libraries whose interactors route \
            (`attach(child:)` / `detach(child:)`), router-less interactors are checked.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                final class OrdersRouter: ViewableRouter<OrdersInteractable, OrdersViewControllable>, OrdersRouting {
                    private var featured: OrderDetailRouting?
                    private var editor: OrderDetailRouting?
                    // Attached once when the router loads: permanent by design.
                    override func didLoad() {
                        super.didLoad()
                        attachChild(SummaryRouter())
                        attachSummary()
                    }
                    // Called only from didLoad: part of loading.
                    func attachSummary() {
                        attachChild(SummaryRouter())
                    }
                    // Attached once behind a nil-check.
                    func routeToFeatured() {
                        guard featured == nil else { return }
                        let featured = OrderDetailRouter()
                        self.featured = featured
                        attachChild(featured)
                    }
                    // Looks at `children` first.
                    func routeToReceipt() {
                        if children.contains(where: { $0 is ReceiptRouting }) { return }
                        attachChild(ReceiptRouter())
                    }
                    // Detaches the current editor before attaching the next; closeEditor detaches it too.
                    func routeToEditor() {
                        if let current = editor { detachChild(current) }
                        let editor = OrderDetailRouter()
                        self.editor = editor
                        attachChild(editor)
                    }
                    func closeEditor() {
                        guard let editor = editor else { return }
                        detachChild(editor)
                        self.editor = nil
                    }
                }
                """),
            RuleExample("""
                final class FlowRouter: Router<FlowInteractable>, FlowRouting {
                    // Anything attached here can go: detachAll takes its values from `children`.
                    func routeToStep() {
                        attachChild(StepRouter())
                    }
                    func detachAll() {
                        for child in children {
                            detachChild(child)
                        }
                    }
                }
                """),
            RuleExample("""
                // A helper attaches what its callers checked.
                final class MapRouter: ViewableRouter<MapInteractable, MapViewControllable>, MapRouting {
                    func present(_ child: ViewableRouting) {
                        attachChild(child)
                        viewController.present(child.viewControllable)
                    }
                }
                """),
            RuleExample("""
                // The project's base router detaches the current child for its subclasses.
                class BaseRouter: Router<BaseInteractable> {
                    var current: Routing?
                    func detachCurrent() {
                        if let current = current { detachChild(current) }
                        current = nil
                    }
                }
                final class ShopRouter: BaseRouter, ShopRouting {
                    func routeToCart() {
                        detachCurrent()
                        let cart = CartRouter()
                        current = cart
                        attachChild(cart)
                    }
                }
                """),
            RuleExample("""
                // The tabs are attached once per activation: the interactor calls attachTabs only
                // from didBecomeActive.
                final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
                    func attachTabs() {
                        attachChild(FeedRouter())
                        attachChild(ProfileRouter())
                    }
                }
                final class HomeInteractor: PresentableInteractor<HomePresentable>, HomeInteractable {
                    weak var router: HomeRouting?
                    override func didBecomeActive() {
                        super.didBecomeActive()
                        router?.attachTabs()
                    }
                }
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                final class OrdersRouter: ViewableRouter<OrdersInteractable, OrdersViewControllable>, OrdersRouting {
                    private var pinned: OrderDetailRouting?
                    private var editor: OrderDetailRouting?
                    private var receipt: ReceiptRouting?
                    private var draft: OrderDetailRouting?
                    func routeToOrderDetail(orderId: String) {
                        let detail = OrderDetailRouter()
                        ↓attachChild(detail)
                    }
                    // Held in a property, but never checked and never detached: simply overwritten.
                    func routeToPinned() {
                        let pinned = OrderDetailRouter()
                        self.pinned = pinned
                        ↓attachChild(pinned)
                    }
                    // Detaching another property does not help.
                    func closeEditor() {
                        if let editor = editor { detachChild(editor) }
                        editor = nil
                    }
                    // Nothing ever sets `receipt`: the nil-check always passes.
                    func routeToReceipt() {
                        guard receipt == nil else { return }
                        ↓attachChild(ReceiptRouter())
                    }
                    // closeDraft detaches `draft`, but a second call overwrites it first.
                    func routeToDraft() {
                        let draft = OrderDetailRouter()
                        self.draft = draft
                        ↓attachChild(draft)
                    }
                    func closeDraft() {
                        guard let draft = draft else { return }
                        detachChild(draft)
                        self.draft = nil
                    }
                }
                """),
        ],
        requires: [RouterChildEventsAnalyzer.self]
    )

    static func check(_ pass: RulePass) {
        let model = pass.model
        let routing = pass.result(of: RouterChildEventsAnalyzer.self)
        for router in routing.routingClasses {
            guard let events = routing.events[router] else { continue }
            let rib = model.rib(containing: router)
            let ribName = rib.map { model[$0].name }
            let info = model.types[router]
            let onlyAtLoad = routing.onlyAtLoad[router] ?? []
            let senders = routing.listenerSenders[router] ?? [:]
            // Found only when an attach would otherwise be reported: most routers never need them.
            var foundHandOvers: Set<String>?
            for function in events.ownFunctions where function.function.kind == .function && !isLoading(function.name) {
                // A helper that attaches what it is given (`attach(_ child:)`) leaves the checks to its callers.
                for attach in function.attaches where !attach.isParameter {
                    // A local child handed, after the attach, to a helper that detaches its
                    // argument (`detachWhenClosed(child: router)`, which detaches it when its
                    // screen closes) is detached by that helper.
                    if let local = attach.localName, function.calls.contains(where: { call in
                        call.argumentLocal == local && call.offset > attach.name.offset && events.parameterDetachers[call.name] == 0
                    }) { continue }
                    let holders = holdingProperties(of: attach, in: function)
                    guard !isChecked(attach, holders: holders, in: function, everSet: events.propertiesEverSet) else { continue }
                    if events.detachesAnyChild || routing.detachedThroughInteractorHelpers.contains(router) { continue }
                    let message: String
                    if let holder = holders.first(where: events.detaches) {
                        // Detached elsewhere, but this call overwrites the property without a
                        // check or a detach first: a child still attached is dropped, never
                        // detached. Only where the class keeps the property nil while nothing is
                        // attached (a detach clears it) does that say the check is missing; where
                        // no detach clears it, retained-after-detach reports that instead.
                        guard clearsOnDetach(holder, events: events),
                              !detachesFirst(holders, in: function, before: attach.name.offset, events: events) else { continue }
                        message = overwriteMessage(function: function.name, router: info.qualifiedName, holder: holder)
                    } else {
                        message = neverDetachedMessage(function: function.name, router: info.qualifiedName, holder: holders.first)
                    }
                    // A method that runs only while the RIB loads attaches once; so does one whose
                    // callers check, before calling it, that the property it sets is nil.
                    // And a set-up step that other routers call only on a router they have just built.
                    guard !onlyAtLoad.contains(function.name),
                          routing.guardedByCallers[router]?.contains(function.name) != true,
                          routing.calledOnFreshInstances[router]?.contains(function.name) != true else { continue }
                    // A hand-over: run in answer to a child's listener call, it detaches that child
                    // (or the interactor had it detached), which only code that runs once
                    // attaches: it runs once per such child.
                    if senders[function.name] != nil {
                        if foundHandOvers == nil {
                            foundHandOvers = handOvers(senders, events: events, onlyAtLoad: onlyAtLoad, model: model, router: router)
                        }
                        if foundHandOvers!.contains(function.name) { continue }
                    }
                    pass.report(message, in: model.files[function.file].source, at: attach.name.offset, rib: ribName)
                }
            }
        }
    }

    private static func isLoading(_ name: String) -> Bool { name == "didLoad" || name == "init" }

    /// The hand-overs of a routing class: functions run only in answer to children's listener
    /// calls, each of which detaches the answered child (see `detachesAnsweredChildren`), a child
    /// that only load-time code or another hand-over attaches. Each hand-over swaps the child that
    /// asked for one other, so together they never hold more children than load-time code
    /// attached: chains (Splash, then Onboarding, then Home) and cycles (LoggedOut and LoggedIn
    /// answering each other) alike. So every candidate counts until it is shown to fail, by
    /// rounds.
    private static func handOvers(_ senders: [String: [ListenerAnswer]], events: RouterChildEvents, onlyAtLoad: Set<String>,
                                  model: ProjectModel, router: TypeID) -> Set<String> {
        // Each answered child's holders, found once for all the rounds.
        var holders: [String: [ChildHolder]] = [:]
        for answer in senders.values.joined() {
            for child in answer.children where holders[child] == nil {
                holders[child] = childHolders(of: child, router: router, events: events, model: model)
            }
        }
        var found = Set(senders.keys)
        var shrank = !found.isEmpty
        while shrank {
            shrank = false
            for name in found.sorted() {
                guard let answers = senders[name], let function = events.ownFunctions.first(where: { $0.name == name }),
                      detachesAnsweredChildren(answers, in: function, holders: holders, attachedOnce: onlyAtLoad.union(found),
                                               events: events) else {
                    found.remove(name)
                    shrank = true
                    continue
                }
            }
        }
        return found
    }

    /// A stored property that holds a child, with the functions that set it to one.
    private struct ChildHolder {
        let property: String
        let setters: Set<String>
    }

    /// Where the router keeps the child `child`: under its routing type (`splash: SplashRouting?`),
    /// under its name with a routing type of the framework (`appTutorialRouting: Routing?`), or in
    /// any property set to what the child's builder made (`currentChild = loggedOut`, built by
    /// `loggedOutBuilder`).
    private static func childHolders(of child: String, router: TypeID, events: RouterChildEvents, model: ProjectModel) -> [ChildHolder] {
        let lowerChild = child.prefix(1).lowercased() + child.dropFirst()
        var properties = model.types[router].members.compactMap { member -> String? in
            guard let property = member.property, let type = property.type else { return nil }
            let name = TypeText.nominalName(type.text)
            let byType = name == child + "Routing" || name == child + "ViewableRouting" || name == child + "Router"
            let byName = property.name.text.hasPrefix(lowerChild) && (name.hasSuffix("Routing") || name.hasSuffix("Router"))
            return byType || byName ? property.name.text : nil
        }
        for setter in events.functions {
            for assignment in setter.assignments where assignment.builder == lowerChild + "Builder" || assignment.builder == lowerChild + "Buildable" {
                if !properties.contains(assignment.property) { properties.append(assignment.property) }
            }
        }
        return properties.map { property in
            ChildHolder(property: property, setters: Set(events.functions.filter {
                $0.assignments.contains { $0.property == property && !$0.isNil }
            }.map(\.name)))
        }
    }

    /// Whether on every call path each answered child is detached: by the function itself
    /// (before or after it attaches the next child: once the sender is gone it cannot ask again),
    /// or by a router function the interactor called first (`router?.dismissSplash()` then
    /// `router?.routeToHome()`); and only functions that attach once (`attachedOnce`) set the
    /// property that holds it.
    private static func detachesAnsweredChildren(_ answers: [ListenerAnswer], in function: RouterFunctionEvents,
                                                 holders: [String: [ChildHolder]], attachedOnce: Set<String>,
                                                 events: RouterChildEvents) -> Bool {
        answers.allSatisfy { answer in
            answer.children.allSatisfy { child in
                (holders[child] ?? []).contains { holder in
                    guard !holder.setters.isEmpty, holder.setters.isSubset(of: attachedOnce) else { return false }
                    if detachesFirst([holder.property], in: function, before: .max, events: events) { return true }
                    let detaching = events.functionsDetaching(holder.property)
                    return answer.routerCallsBefore.contains { detaching.contains($0) }
                }
            }
        }
    }

    /// The stored properties that hold the attached child: the argument itself (`self.p`, `p!`),
    /// and every property the function assigns the same value to (`self.detail = detail`,
    /// `current = detail`, `current = tab` after `attachChild(tab)`).
    private static func holdingProperties(of attach: RouterFunctionEvents.ChildCall, in function: RouterFunctionEvents) -> [String] {
        var result: [String] = []
        if let property = attach.property { result.append(property) }
        for assignment in function.assignments where !assignment.isNil {
            let sameLocal = attach.localName != nil && assignment.valueLocal == attach.localName
            let sameProperty = attach.property != nil && assignment.valueProperty == attach.property
            if (sameLocal || sameProperty) && !result.contains(assignment.property) { result.append(assignment.property) }
        }
        return result
    }

    /// Whether some function of the class detaches `property` and sets it to nil.
    private static func clearsOnDetach(_ property: String, events: RouterChildEvents) -> Bool {
        events.functions.contains { function in
            function.detaches.contains { $0.property == property }
                && function.assignments.contains { $0.property == property && $0.isNil }
        }
    }

    /// Whether the function detaches what a holding property holds before the attach, itself
    /// (`if let old = current { detachChild(old) }`) or through a call of a function of the
    /// class that does (`detachCurrentChild()`).
    private static func detachesFirst(_ holders: [String], in function: RouterFunctionEvents, before offset: UInt32,
                                      events: RouterChildEvents) -> Bool {
        holders.contains { holder in
            if function.detaches.contains(where: { $0.property == holder && $0.name.offset < offset }) { return true }
            let detaching = events.functionsDetaching(holder)
            return function.calls.contains { call in
                call.offset < offset && (detaching.contains(call.name)
                    || (call.argumentProperty == holder && events.parameterDetachers[call.name] == 0))
            }
        }
    }

    /// A nil-check of a holding property (of any stored property when the child is held by
    /// none) or a look at `children`, before the attach or around it. A nil-check of a property
    /// the class never sets to a child is no check: it always passes.
    private static func isChecked(_ attach: RouterFunctionEvents.ChildCall, holders: [String],
                                  in function: RouterFunctionEvents, everSet: Set<String>) -> Bool {
        let offset = attach.name.offset
        if function.childrenChecks.contains(where: { $0 < offset }) { return true }
        return function.nilChecks.contains { check in
            check.offset < offset && everSet.contains(check.property) && (holders.isEmpty || holders.contains(check.property))
                // After the function itself stored a child in the property, a check looks at that
                // child (`quote = builder.build(); if let quote { attachChild(quote) }`), not at
                // the one an earlier call may have left attached: an assignment of the body itself,
                // which runs before the check (not one in a branch, a loop or a closure).
                && !function.assignments.contains { assignment in
                    assignment.property == check.property && !assignment.isNil && assignment.isTopLevel
                        && assignment.offset < check.offset
                }
        }
    }

    private static func overwriteMessage(function: String, router: String, holder: String) -> String {
        "\(function) of \(router) attaches a new child into `\(holder)` without checking that `\(holder)` is nil "
            + "or detaching the child it holds: a child still attached is overwritten and never detached; "
            + "guard `\(holder) == nil` or detach it first"
    }

    private static func neverDetachedMessage(function: String, router: String, holder: String?) -> String {
        let check = holder.map { "guard `\($0) == nil` before attaching and detach it (setting `\($0)` to nil) when routing away" }
            ?? "keep the child in a property, guard that it is nil before attaching, and detach it when routing away"
        return "\(function) of \(router) attaches a child on every call and nothing in \(router) detaches it; \(check)"
    }
}
