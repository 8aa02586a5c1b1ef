import RIBLintAST
import RIBLintCore
import RIBLintModel

/// `rx/child-exposes-stream`: a RIB's parent-facing protocol declares a stream property.
enum ChildExposesStream: Rule {
    static let description = RuleDescription(
        id: "rx/child-exposes-stream",
        defaultSeverity: .warning,
        summary: "an Interactable or Routing protocol (a RIB's parent-facing surface) that declares a stream property",
        rationale: """
            A parent sees its child through the child's Routing and Interactable protocols. A stream \
            declared there invites the parent to subscribe to its child: the parent then depends on \
            which children are attached, and its subscription outlives the child's detach. Data \
            flows up only through the listener protocol that the parent implements: call a method \
            of `XListener` when the value changes. Stream types are `framework.streamTypes` in \
            rules.json (Rx and Combine).
            """,
        nonTriggeringExamples: [
            RuleExample("""
                protocol CouponInteractable: Interactable {
                    var listener: CouponListener? { get set }
                }
                protocol CouponListener: AnyObject {
                    func couponDidApply(code: String)
                }
                // A presentable listener (view -> interactor) and a presentable (interactor -> view)
                // are inside the RIB: streams there are not seen by the parent.
                protocol CouponPresentableListener: AnyObject {
                    var taps: Observable<Void> { get }
                }
                protocol CouponPresentable: Presentable {
                    var codeEntered: AnyPublisher<String, Never> { get }
                }
                """),
            RuleExample("""
                // A dependency protocol passes streams down: that is the intended direction.
                protocol CouponDependency: Dependency {
                    var cart: Observable<Cart> { get }
                }
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                protocol CouponInteractable: Interactable {
                    var ↓selection: AnyPublisher<String, Never> { get }
                    var ↓isValid: CurrentValueSubject<Bool, Never>? { get }
                }
                """),
            RuleExample("""
                protocol CartRouting: ViewableRouting {
                    var ↓total: BehaviorRelay<Double> { get }
                    func routeToCheckout()
                }
                """),
        ]
    )

    static func check(_ pass: RulePass) {
        let model = pass.model
        let streams = Set(pass.vocabulary.streamTypes)
        let parentFacing = Set(model.types(withRole: .interactable) + model.types(withRole: .routing))
            .union(model.types.ids.filter { id in
                model[id].kind == .protocol && model.types.conforms(id, toAnyOf: ["Interactable", "Routing", "ViewableRouting"])
            })
        for id in parentFacing.sorted() where model[id].kind == .protocol {
            let info = model[id]
            let rib = model.rib(containing: id).map { model[$0] }
            for member in info.members {
                guard let property = member.property, let type = property.type,
                      let stream = streamName(type, streams: streams) else { continue }
                pass.report(message(protocol: info.name, property: property.name.text, stream: stream, listener: rib?.listenerTypeName),
                            in: model.files[member.file].source, at: property.name.offset, rib: rib?.name)
            }
        }
    }

    /// The stream type a property's type is, if any: `Observable<T>`, `AnyPublisher<T, E>?`,
    /// `Published<T>.Publisher`, `RxSwift.Observable<T>`.
    static func streamName(_ type: TypeRef, streams: Set<String>) -> String? {
        let components = type.name.split(separator: ".").map(String.init)
        if let last = components.last, streams.contains(last) { return last }
        if let first = components.first(where: { streams.contains($0) }) { return first }
        return nil
    }

    private static func message(protocol name: String, property: String, stream: String, listener: String?) -> String {
        let instead = listener.map { "call a method of `\($0)` instead" } ?? "report upward through the RIB's listener protocol instead"
        return "`\(name)` exposes `\(property)` (\(stream)) to the parent RIB; \(instead)"
    }
}
