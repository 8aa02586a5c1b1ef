import RIBLintAnalysis
import RIBLintAST
import RIBLintCore
import RIBLintModel

/// `rx/child-exposes-stream`: a RIB's parent-facing protocol declares a stream property.
enum ChildExposesStream: Rule {
    static let description = RuleDescription(
        id: "rx/child-exposes-stream",
        defaultSeverity: .warning,
        summary: "a stream on a RIB's parent-facing routing protocol that code outside the RIB reads",
        rationale: """
            A parent holds its child through what the child's builder returns: the child's \
            Routing protocol. A stream declared there, and read from outside the child, means the \
            parent subscribes to its child: the parent then depends on which children are \
            attached, and its subscription outlives the child's detach. Data flows up only through \
            the listener protocol that the parent implements: call a method of `XListener` when the \
            value changes.

            The rule flags a stream property of a RIB's Routing protocol (or of the protocol its \
            builder's `build` returns) only where a class of a parent RIB reads it through a value \
            of that type, and points at the first reading site. A RIB's `XInteractable` is what its \
            own router sees, not its parent, so streams there are not flagged; a stream nobody \
            outside reads is not flagged either. Stream types are `framework.streamTypes` in \
            rules.json (Rx and Combine).
            """,
        nonTriggeringExamples: [
            RuleExample("""
                // The interactable is read by the RIB's own router, not by its parent.
                protocol CouponInteractable: Interactable {
                    var listener: CouponListener? { get set }
                    var codes: Observable<String> { get }
                }
                final class CouponRouter: ViewableRouter<CouponInteractable, CouponViewControllable>, CouponRouting {
                    override func didLoad() {
                        super.didLoad()
                        _ = interactor.codes
                    }
                }
                """),
            RuleExample("""
                // On the routing protocol, but nothing outside the RIB reads it.
                protocol CouponRouting: ViewableRouting {
                    var applied: Observable<String> { get }
                }
                protocol CouponPresentableListener: AnyObject {
                    var taps: Observable<Void> { get }
                }
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                protocol CouponRouting: ViewableRouting {
                    var ↓applied: AnyPublisher<String, Never> { get }
                }
                protocol CouponBuildable: Buildable {
                    func build(withListener listener: CouponListener) -> CouponRouting
                }
                final class CouponBuilder: Builder<CouponDependency>, CouponBuildable {
                    func build(withListener listener: CouponListener) -> CouponRouting {
                        CouponRouter(interactor: CouponInteractor(), viewController: CouponViewController())
                    }
                }
                final class CouponRouter: ViewableRouter<CouponInteractable, CouponViewControllable>, CouponRouting {
                    var applied: AnyPublisher<String, Never> { interactor.applied }
                }
                final class CartRouter: ViewableRouter<CartInteractable, CartViewControllable> {
                    private let couponBuilder: CouponBuildable
                    override func didLoad() {
                        super.didLoad()
                        let coupon = couponBuilder.build(withListener: interactor)
                        attachChild(coupon)
                        _ = coupon.applied.sink { _ in }
                    }
                }
                """),
        ]
    )

    static func check(_ pass: RulePass) {
        let model = pass.model
        let streams = Set(pass.vocabulary.streamTypes)
        // The stream properties of each RIB's parent-facing types, by name.
        var candidates: [String: [(protocol: TypeID, member: TypeMember, stream: String)]] = [:]
        for id in parentFacingTypes(model) {
            for member in model[id].members {
                guard let property = member.property, let type = property.type,
                      let stream = streamName(type, streams: streams) else { continue }
                candidates[property.name.text, default: []].append((id, member, stream))
            }
        }
        guard !candidates.isEmpty else { return }
        // Every read of such a name outside the owning RIB, through a value of that type.
        struct Exposed: Hashable { var type: TypeID; var property: String }
        var readers: [Exposed: [(file: FileIndex, offset: UInt32)]] = [:]
        // The readers that matter hold the child through what its builder returns: the classes of
        // its parent RIBs. Code outside every RIB (a host of a root) owns the root by design.
        var readerClasses: Set<TypeID> = []
        for list in candidates.values {
            for candidate in list {
                guard let rib = model.rib(containing: candidate.protocol) else { continue }
                for parent in model.tree.parents(of: rib) where parent != rib {
                    for part in model[parent].parts where part.role.isClassRole && model[part.type].kind == .class {
                        readerClasses.insert(part.type)
                    }
                }
            }
        }
        // Only a body that names one of the properties can read one: the others stay unparsed.
        let nameSearch = MultiByteSearch(Array(candidates.keys))
        for reader in readerClasses.sorted() {
            let readerRIB = model.rib(containing: reader)
            for (member, block) in model.memberBodies(of: reader, where: { _, bytes, body in nameSearch?.occurs(in: bytes, body) ?? true }) {
                var resolvers = UpwardReceiverResolver.Cache(model: model, ownership: nil, rib: nil, owner: reader, member: member)
                block.walk { node in
                    guard case .expression(.member(let base?, let name)) = node, let found = candidates[name.text] else { return true }
                    guard case .value(let type) = resolvers.resolver(at: name.offset).reach(ofReceiver: base) else { return true }
                    for candidate in found where model.rib(containing: candidate.protocol) != readerRIB || readerRIB == nil {
                        if type == candidate.protocol || model.types.conforms(type, to: candidate.protocol) {
                            readers[Exposed(type: candidate.protocol, property: name.text), default: []].append((member.file, name.offset))
                        }
                    }
                    return true
                }
            }
        }
        for (name, list) in candidates.sorted(by: { $0.key < $1.key }) {
            for candidate in list {
                let sites = readers[Exposed(type: candidate.protocol, property: name)] ?? []
                guard let first = sites.first, let property = candidate.member.property else { continue }
                let info = model[candidate.protocol]
                let rib = model.rib(containing: candidate.protocol).map { model[$0] }
                let reading = model.files[first.file].source.location(of: first.offset)
                let related = RuleFinding.Related(source: model.files[first.file].source, offset: first.offset,
                                                  message: "read here, outside RIB `\(rib?.name ?? info.name)`")
                pass.report(message(protocol: info.name, property: property.name.text, stream: candidate.stream,
                                    listener: rib?.listenerTypeName, reader: "\(model.files[first.file].source.path):\(reading.line)"),
                            in: model.files[candidate.member.file].source, at: property.name.offset, rib: rib?.name, related: [related])
            }
        }
    }

    /// What a RIB shows its parent: its routing protocols (what its builder returns, the
    /// parent's handle on it). Its `XInteractable` is what its own router sees, not the parent.
    private static func parentFacingTypes(_ model: ProjectModel) -> [TypeID] {
        var result = Set(model.types(withRole: .routing))
        result.formUnion(model.types.ids.filter { id in
            model[id].kind == .protocol && !model.hasRole(id, .interactable)
                && model.types.conforms(id, toAnyOf: ["Routing", "ViewableRouting"])
        })
        for rib in model.ribs {
            guard let builder = rib.builder else { continue }
            for member in model[builder].members {
                guard let function = member.function, function.name.text == "build", let written = function.returnType,
                      let returned = model.types.lookup(written.name, fromFile: member.file),
                      model[returned].kind == .protocol, !model.hasRole(returned, .interactable) else { continue }
                result.insert(returned)
            }
        }
        return result.filter { model[$0].kind == .protocol }.sorted()
    }

    /// The stream type a property's type is, if any: `Observable<T>`, `AnyPublisher<T, E>?`,
    /// `Published<T>.Publisher`, `RxSwift.Observable<T>`.
    static func streamName(_ type: TypeRef, streams: Set<String>) -> String? {
        let components = type.name.split(separator: ".").map(String.init)
        if let last = components.last, streams.contains(last) { return last }
        if let first = components.first(where: { streams.contains($0) }) { return first }
        return nil
    }

    private static func message(protocol name: String, property: String, stream: String, listener: String?, reader: String) -> String {
        let instead = listener.map { "call a method of `\($0)` instead" } ?? "report upward through the RIB's listener protocol instead"
        return "`\(name)` exposes `\(property)` (\(stream)) to code outside the RIB, which reads it (\(reader)); \(instead)"
    }
}
