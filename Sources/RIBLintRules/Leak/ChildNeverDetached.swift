import RIBLintAST
import RIBLintCore
import RIBLintModel

/// `leak/child-never-detached`: a routing method attaches a child with no check that it is
/// attached already, and nothing in the router can ever detach it.
enum ChildNeverDetached: Rule {
    static let description = RuleDescription(
        id: "leak/child-never-detached",
        defaultSeverity: .warning,
        summary: "a routing method attaches a child that nothing detaches, once per call",
        rationale: """
            A router method other than `didLoad` and `init` that calls `attachChild` without first \
            checking that the child is not attached already (a nil-check of the property that \
            holds it, or a look at `children`), in a router where nothing can detach it (no \
            `detachChild` of that property or of a value taken from `children`), attaches one more \
            child on every call: each stays alive and active for the parent's whole life. Keep \
            the child in a property, guard with `guard child == nil else { return }`, and detach \
            it (and set the property to nil) in the matching route-away method. A child attached \
            in `didLoad`, or once behind a nil-check, is permanent by design.
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
                    // Private and called only from didLoad: part of loading.
                    private func attachSummary() {
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
                    // No check, but closeEditor detaches what this attaches.
                    func routeToEditor() {
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
        ],
        triggeringExamples: [
            RuleExample("""
                final class OrdersRouter: ViewableRouter<OrdersInteractable, OrdersViewControllable>, OrdersRouting {
                    private var pinned: OrderDetailRouting?
                    private var editor: OrderDetailRouting?
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
                }
                """),
        ],
        requires: [.types]
    )

    static func check(_ pass: RulePass) {
        let model = pass.model
        for router in model.types(withRole: .router) where model.types[router].kind == .class {
            let events = RouterChildEvents(router: router, model: model)
            let ribName = model.rib(containing: router).map { model[$0].name }
            let info = model.types[router]
            for function in events.ownFunctions where isRoutingMethod(function, events: events) {
                // A helper that attaches what it is given (`attach(_ child:)`) leaves the checks to its callers.
                for attach in function.attaches where !attach.isParameter {
                    let holder = holdingProperty(of: attach, in: function)
                    guard !isChecked(attach, holder: holder, in: function) else { continue }
                    if events.detachesAnyChild { continue }
                    if let holder, events.detaches(holder) { continue }
                    pass.report(neverDetachedMessage(function: function.name, router: info.qualifiedName, holder: holder),
                                in: model.files[function.member.file].source, at: attach.name.offset, rib: ribName)
                }
            }
        }
    }

    /// Not `init`, not `didLoad`, and not a private helper that only `init` or `didLoad` calls
    /// (or that the class never calls by name: nothing shows it runs more than once).
    private static func isRoutingMethod(_ function: RouterFunctionEvents, events: RouterChildEvents) -> Bool {
        guard function.function.kind == .function, !isLoading(function.name) else { return false }
        guard function.isPrivate else { return true }
        let callers = events.callers(of: function.name)
        return !callers.allSatisfy { isLoading($0.caller.name) || $0.caller.function.kind == .initializer }
    }

    private static func isLoading(_ name: String) -> Bool { name == "didLoad" || name == "init" }

    /// The stored property that holds the attached child: the argument itself (`self.p`, `p!`),
    /// or the property the attached local is assigned to in the same function.
    private static func holdingProperty(of attach: RouterFunctionEvents.ChildCall, in function: RouterFunctionEvents) -> String? {
        if let property = attach.property { return property }
        guard let local = attach.localName else { return nil }
        return function.assignments.first { $0.valueLocal == local }?.property
    }

    /// A nil-check of the holding property (of any stored property when the child is held by
    /// none) or a look at `children`, before the attach or around it.
    private static func isChecked(_ attach: RouterFunctionEvents.ChildCall, holder: String?,
                                  in function: RouterFunctionEvents) -> Bool {
        let offset = attach.name.offset
        if function.childrenChecks.contains(where: { $0 < offset }) { return true }
        return function.nilChecks.contains { check in check.offset < offset && (holder == nil || check.property == holder) }
    }

    private static func neverDetachedMessage(function: String, router: String, holder: String?) -> String {
        let check = holder.map { "guard `\($0) == nil` before attaching and detach it (setting `\($0)` to nil) when routing away" }
            ?? "keep the child in a property, guard that it is nil before attaching, and detach it when routing away"
        return "\(function) of \(router) attaches a child on every call and nothing in \(router) detaches it; \(check)"
    }
}
