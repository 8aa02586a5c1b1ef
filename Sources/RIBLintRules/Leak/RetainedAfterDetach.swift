import RIBLintAnalysis
import RIBLintAST
import RIBLintCore
import RIBLintModel

/// `leak/retained-after-detach`: a router detaches the child held in a stored property and keeps
/// the property pointing at it, or "detaches" itself (`detachChild(self)`), which leaves its RIB
/// attached to the parent.
enum RetainedAfterDetach: Rule {
    static let description = RuleDescription(
        id: "leak/retained-after-detach",
        defaultSeverity: .warning,
        summary: "a router detaches a child but its stored property still holds it, or calls `detachChild(self)`",
        rationale: """
            A router that calls `detachChild(p)` on a child held in a stored property `p` (also in \
            a loop over a list of such properties, `[p, q].forEach { detachChild($0) }`) and \
            neither sets `p` to nil nor reassigns it in the same function keeps the detached RIB \
            (router, interactor, view controller) alive as long as the parent, and a `guard p == nil` \
            in the routing method then never lets the user reach that child again. Set the \
            property to nil next to the detach (`self.p = nil`). A private helper such as \
            `detachCurrentChild()` is fine when every call of it in the class is followed by a \
            reassignment of `p`. Setting `p` back to the child just detached is no reassignment. \
            A `weak` property keeps nothing alive once the child leaves \
            `children`, and is not flagged. Nor is a detach in a method that runs only while the \
            RIB itself is deactivated (called only from its interactor's `willResignActive`, as \
            the tutorial's `cleanupViews()` is) of a property that no route checks for nil before \
            setting it: the router leaves the tree with the RIB, and the reference with it. \
            Nor is a private property that the class never sets to a child and that nothing but \
            its detach looks at: it never holds one. Nor is a child attached again by the same \
            method, or one kept to be attached again: a step forward (the method sets another \
            property to a newly built child) detaches the step before, and another method attaches \
            what the property holds without setting it first (going back to a form's earlier step), \
            or another method attaches the property's child when it holds one \
            (`let list = self.list ?? listBuilder.build(...)`).

            A router that calls `detachChild(self)` (or, in libraries whose interactors route, \
            `detach(child: self)`) detaches nothing: it is not one of its own children. The call \
            only deactivates its own interactor; the RIB stays in its parent's `children`, alive, \
            unless the parent's router detaches it too, and then the call was not needed. Tell the \
            parent through the listener and let the parent's router detach this one. \
            `parentRouter.detachChild(self)`, made on another router, is no such call.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
                    private var detail: DetailRouting?
                    func closeDetail() {
                        guard let detail = detail else { return }
                        detachChild(detail)
                        self.detail = nil
                    }
                    // Cleared before the detach: just as good.
                    func popDetail() {
                        if let current = detail {
                            detail = nil
                            detachChild(current)
                        }
                    }
                    // Weak: once detached, nothing holds the child and the property becomes nil.
                    private weak var banner: BannerRouting?
                    func closeBanner() {
                        if let banner = banner { detachChild(banner) }
                    }
                    // Reassigned after the detach (outside the `if let` scope the name is the property's).
                    func reload() {
                        if let detail = detail {
                            detachChild(detail)
                        }
                        detail = DetailRouter()
                    }
                }
                """),
            RuleExample("""
                final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
                    private var current: ViewableRouting?
                    func routeToHome() {
                        detachCurrentChild()
                        let home = HomeRouter()
                        current = home
                        attachChild(home)
                    }
                    // Private, and every caller reassigns `current` afterwards.
                    private func detachCurrentChild() {
                        if let current = current {
                            detachChild(current)
                        }
                    }
                }
                """),
            RuleExample("""
                final class SettingsRouter: Router<SettingsInteractable>, SettingsRouting {
                    private var detail: DetailRouting?
                    // Not a stored property: `$0` and a parameter.
                    func detachAll() {
                        children.forEach { detachChild($0) }
                        detail = nil
                    }
                    func detach(_ child: Routing) {
                        detachChild(child)
                    }
                    // A local that shadows the property is not the property.
                    func replace() {
                        let detail = DetailRouter()
                        attachChild(detail)
                        detachChild(detail)
                    }
                }
                """),
            RuleExample("""
                // uber's tutorial: the caller reassigns `currentChild` through another private helper.
                final class LoggedInRouter: Router<LoggedInInteractable>, LoggedInRouting {
                    private var currentChild: ViewableRouting?
                    override func didLoad() {
                        super.didLoad()
                        attachOffGame()
                    }
                    func routeToOffGame() {
                        detachCurrentChild()
                        attachOffGame()
                    }
                    private func attachOffGame() {
                        let offGame = OffGameRouter()
                        self.currentChild = offGame
                        attachChild(offGame)
                    }
                    private func detachCurrentChild() {
                        if let currentChild = currentChild {
                            detachChild(currentChild)
                        }
                    }
                }
                """),
            RuleExample("""
                // A child built once and kept to be attached again: it cannot be set to nil.
                final class TabsRouter: ViewableRouter<TabsInteractable, TabsViewControllable>, TabsRouting {
                    private let feed: FeedRouting
                    private var search: SearchRouting
                    func hideFeed() {
                        detachChild(feed)
                        detachChild(search)
                    }
                }
                """),
            RuleExample("""
                // Not a router: the rule only looks at routers.
                final class Coordinator {
                    private var detail: DetailRouting?
                    func close() {
                        if let detail = detail { detachChild(detail) }
                    }
                    func detachChild(_ child: DetailRouting) {}
                }
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
                    private var detail: DetailRouting?
                    func routeToDetail() {
                        let detail = DetailRouter()
                        self.detail = detail
                        attachChild(detail)
                    }
                    func closeDetail() {
                        if let detail = detail {
                            ↓detachChild(detail)
                        }
                    }
                    func closeDetailForcing() {
                        ↓detachChild(self.detail!)
                    }
                    func closeDetailCasting() {
                        guard let viewable = detail as? ViewableRouting else { return }
                        ↓detachChild(viewable)
                    }
                }
                """),
            RuleExample("""
                final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
                    private var detail: DetailRouting?
                    func showDetail() {
                        detachDetail()
                        detail = DetailRouter()
                    }
                    func routeBack() {
                        detachDetail()
                    }
                    // Private, but routeBack leaves `detail` holding the detached child.
                    private func detachDetail() {
                        guard let detail else { return }
                        ↓detachChild(detail)
                    }
                    // Set back to the child it just detached.
                    func dropDetail() {
                        guard let current = detail else { return }
                        ↓detachChild(current)
                        detail = current
                    }
                    // Not private: the exemption is for private helpers only.
                    func detachForRefresh() {
                        guard let detail = detail else { return }
                        ↓detachChild(detail)
                    }
                }
                """),
            RuleExample("""
                final class LoginRouter: ViewableRouter<LoginInteractable, LoginViewControllable>, LoginRouting {
                    // The router is not its own child: the parent keeps this RIB attached.
                    func finishLogin() {
                        ↓detachChild(self)
                        viewController.uiviewController.dismiss(animated: true)
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
            let ribName = model.rib(containing: router).map { model[$0].name }
            let info = model.types[router]
            let teardown = routing.onlyAtTeardown[router] ?? []
            // A private property with no initial value that nothing in the class ever sets to a
            // child, and that only the functions detaching it look at, holds none: the detach
            // never runs (dead code), and nothing is retained. One that a route compares with nil
            // is a pair half written (`guard p == nil` before an attach that forgot `p = child`):
            // once the assignment is added, the detached child stays held, so it is still reported.
            func isLookedAtBesidesDetaching(_ property: String) -> Bool {
                events.functions.contains { function in
                    function.nilChecks.contains { $0.property == property } && !function.detaches.contains { $0.property == property }
                }
            }
            for function in events.ownFunctions {
                for detach in function.detaches {
                    if detach.isSelf {
                        pass.report(selfDetachMessage(router: info.qualifiedName, function: function.name, call: detach.name.text),
                                    in: model.files[function.file].source, at: detach.name.offset, rib: ribName)
                        continue
                    }
                    guard let property = detach.property, isClearable(events.storedProperties[property]) else { continue }
                    if let declared = events.storedProperties[property], declared.initializer == nil,
                       !declared.modifiers.isDisjoint(with: [.private, .fileprivate]), !events.propertiesEverSet.contains(property),
                       !isLookedAtBesidesDetaching(property) { continue }
                    // Attached again by the function itself, after the detach.
                    if function.attaches.contains(where: { $0.property == property && $0.name.offset > detach.name.offset }) { continue }
                    // Kept to be attached again: a step forward (the function sets another property
                    // to a child a builder made) detaches the step before and keeps it, and another
                    // function attaches what the property holds without setting it first (going
                    // back). A step back that drops the current step is still reported: going
                    // forward again builds a new one.
                    if function.assignments.contains(where: { $0.property != property && !$0.isNil && $0.builder != nil }),
                       events.ownFunctions.contains(where: { other in
                           other.name != function.name && other.attaches.contains { $0.property == property }
                               && !other.assignments.contains { $0.property == property && !$0.isNil }
                       }) { continue }
                    // Kept to be attached again, as another function says in so many words: it
                    // attaches the property's child when it holds one, a new one only otherwise
                    // (`let list = self.list ?? listBuilder.build(...)`).
                    if events.ownFunctions.contains(where: { other in
                        other.name != function.name && other.attaches.contains { $0.reusedProperty == property }
                    }) { continue }
                    // Run only while the RIB itself is deactivated (`cleanupViews()` from the
                    // interactor's `willResignActive`): the router leaves the tree with the RIB and
                    // the reference with it, and no route checks it for nil before attaching.
                    if teardown.contains(function.name), !isCheckedBeforeAttaching(property, events: events) { continue }
                    let assigning = events.functionsAssigning(property)
                    // Setting the property back to the very child just detached (`self.p = router`
                    // after `guard let router = p` ... `detachChild(router)`) clears nothing. A local
                    // of the same name that a builder made (`let p = pBuilder.build(...)`), or that
                    // is attached after the detach, is a new child.
                    let own = function.assignments.filter { $0.property == property }
                    let attachedAgain = function.attaches.contains { $0.localName == detach.localName && $0.name.offset > detach.name.offset }
                    let restoresDetached = !own.isEmpty && !attachedAgain && own.allSatisfy { assignment in
                        assignment.valueLocal != nil && assignment.valueLocal == detach.localName && assignment.builder == nil
                            && assignment.offset > detach.name.offset
                    }
                    let reassigned = restoresDetached
                        ? function.calls.contains { $0.name != function.name && assigning.contains($0.name) }
                        : assigning.contains(function.name)
                    guard !reassigned,
                          !reassignedByEveryCaller(function, property: property, events: events, assigning: assigning) else { continue }
                    pass.report(retainedMessage(property: property, router: info.qualifiedName, function: function.name),
                                in: model.files[function.file].source, at: detach.name.offset, rib: ribName)
                }
            }
        }
    }

    /// Whether a function that sets `property`, or one of the class that calls it, compares the
    /// property with nil (`guard p == nil`, `if p == nil { attachP() }`): a stale child left in it
    /// would block that route.
    private static func isCheckedBeforeAttaching(_ property: String, events: RouterChildEvents) -> Bool {
        let assigning = events.functionsAssigning(property)
        return events.functions.contains { function in
            assigning.contains(function.name) && function.nilChecks.contains { $0.property == property }
        }
    }

    /// An optional strong `var`: one that could be set to nil. A `let` child, or a non-optional
    /// `var`, is built once and detached to be attached again later: kept on purpose. A `weak`
    /// (or `unowned`) property keeps nothing alive: once `children` lets go, the child is freed.
    private static func isClearable(_ property: PropertyDecl?) -> Bool {
        guard let property, !property.isLet, property.modifiers.isDisjoint(with: [.weak, .unowned]) else { return false }
        guard let type = property.type else { return true }
        return type.isOptional
    }

    /// The `detachCurrentChild()` idiom: a private helper whose every call in the class is
    /// followed by a reassignment of the property. A private helper the class never calls by
    /// name (only through `#selector` or not at all) is exempt too: SPEC's "every call" holds.
    private static func reassignedByEveryCaller(_ function: RouterFunctionEvents, property: String,
                                                events: RouterChildEvents, assigning: Set<String>) -> Bool {
        guard function.isPrivate else { return false }
        let callers = events.callers(of: function.name)
        return callers.allSatisfy { events.assigns(property, in: $0.caller, after: $0.offset, assigning: assigning) }
    }

    private static func selfDetachMessage(router: String, function: String, call: String) -> String {
        "\(function) of \(router) calls `\(call)` with `self`, which detaches nothing: `self` is not one of its own children, "
            + "so the call only deactivates its interactor and the RIB stays attached until its parent detaches it; "
            + "tell the parent through the listener and detach this RIB from the parent's router"
    }

    private static func retainedMessage(property: String, router: String, function: String) -> String {
        "\(function) of \(router) detaches the child held in `\(property)` but leaves `\(property)` holding it; "
            + "set `self.\(property) = nil` after the detach"
    }
}
