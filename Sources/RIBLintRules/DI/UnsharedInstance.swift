import RIBLintAST
import RIBLintCore
import RIBLintModel

/// `di/unshared-instance`: a component property that constructs an object on every access.
enum UnsharedInstance: Rule {
    static let description = RuleDescription(
        id: "di/unshared-instance",
        defaultSeverity: .warning,
        summary: "a component property that makes a new stream, subject or stateful object on every access instead of inside `shared { }`",
        rationale: """
            A component's computed property runs on every access: `var store: Store { Store() }` \
            gives each reader (the builder, each child's component, each forwarding property) a \
            different `Store`, so state that should be shared by the RIB and its children silently \
            splits. Wrap the construction in `shared { }`, which makes one instance per component. \
            Only objects whose identity matters are reported: subjects and relays, and classes of \
            the project with mutable stored state (a stored `var`, or a stored subject or relay). \
            A `var` that only initialisers set, to a reference its creator hands in (a class, or a \
            protocol only classes adopt), is no state of its own: writes through it reach the \
            shared object. \
            A child's builder or component, a worker and a stateless service are factories: a new \
            one per access splits nothing. Value types are copied anyway.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                final class WalletComponent: Component<WalletDependency> {
                    var store: WalletStore { shared { WalletStore() } }
                    let ledger = Ledger()
                    var config: WalletConfig { WalletConfig() }
                    var apiClient: WalletAPIClient { dependency.apiClient }
                    // Stateless: a new formatter per access splits nothing.
                    var formatter: AmountFormatter { AmountFormatter(locale: "en") }
                    // A child's builder is a factory.
                    var receiptBuilder: ReceiptBuildable { ReceiptBuilder(dependency: self) }
                    // Its `var` only holds the shared client it is handed.
                    var sessionGate: SessionGate { SessionGate(client: dependency.apiClient) }
                }
                final class SessionGate {
                    private var client: WalletClient
                    init(client: WalletClient) { self.client = client }
                    func signOut() { client.token = nil }
                }
                protocol WalletClient { var token: String? { get set } }
                final class WalletStore { var balance = 0 }
                final class Ledger { var entries: [Int] = [] }
                final class AmountFormatter { let locale: String; init(locale: String) { self.locale = locale } }
                struct WalletConfig {}
                protocol WalletDependency: Dependency { var apiClient: WalletAPIClient { get } }
                final class WalletAPIClient: WalletClient { var token: String? }
                protocol ReceiptBuildable: Buildable {}
                final class ReceiptBuilder: Builder<WalletDependency>, ReceiptBuildable {}
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                final class WalletComponent: Component<WalletDependency> {
                    var ↓store: WalletStore { WalletStore() }
                    var ↓ledger: Ledger {
                        let ledger = Ledger()
                        return ledger
                    }
                    var ↓balanceUpdates: PublishSubject<Int> { PublishSubject<Int>() }
                    var ↓session: WalletSession { return WalletSession(baseURL: dependency.baseURL) }
                    var ↓draft: DraftHolder { DraftHolder(draft: Draft()) }
                }
                struct Draft { var text = "" }
                // Handed in, but a value: each holder edits its own copy.
                final class DraftHolder {
                    private var draft: Draft
                    init(draft: Draft) { self.draft = draft }
                    func clear() { draft.text = "" }
                }
                final class WalletStore { var balance = 0 }
                final class Ledger { private var entries: [Int] = [] }
                final class WalletSession {
                    let baseURL: String
                    let changes = BehaviorRelay<Int>(value: 0)
                    init(baseURL: String) { self.baseURL = baseURL }
                }
                protocol WalletDependency: Dependency { var baseURL: String { get } }
                """),
        ]
    )

    static func check(_ pass: RulePass) {
        let model = pass.model
        for component in model.types(withRole: .component) {
            let info = model[component]
            let rib = model.rib(containing: component).map { model[$0].name }
            for member in info.members {
                guard let property = member.property, property.isComputed,
                      !property.modifiers.contains(.static), !property.modifiers.contains(.class),
                      let block = model.accessorBlock(of: property, in: member.file),
                      let constructed = constructedClass(returnedBy: block, file: member.file, model: model) else { continue }
                pass.report(message(property: property.name.text, type: constructed, component: info.name),
                            in: model.files[member.file].source, at: property.name.offset, rib: rib)
            }
        }
    }

    /// The project class a getter constructs and returns: `Foo(...)` as its only expression, or
    /// `return Foo(...)`, or a local `let x = Foo(...)` that it returns. `nil` when the getter
    /// calls `shared`, or constructs anything else.
    static func constructedClass(returnedBy block: Block, file: FileIndex, model: ProjectModel) -> String? {
        var statements = block.statements
        // `{ get { ... } }`: look inside the getter.
        if statements.count == 1, case .expression(.call(let call)) = statements[0],
           case .identifier(let name) = call.callee, name.text == "get", let getter = call.trailingClosures.first?.closure {
            statements = getter.body.statements
        }
        var locals: [String: Expr] = [:]
        var returned: Expr?
        for statement in statements {
            switch statement {
            case .local(let local) where local.names.count == 1:
                if let value = local.initializer { locals[local.names[0].text] = value }
            case .jump(let keyword, let value) where keyword.text == "return":
                returned = value
            case .expression(let expr) where statements.count == 1:
                returned = expr
            default:
                continue
            }
        }
        guard var value = returned else { return nil }
        if case .identifier(let name) = value, let local = locals[name.text] { value = local }
        guard case .call(let call) = value else { return nil }
        let typeName: String
        switch call.callee {
        case .identifier(let name):
            typeName = name.text
        case .member(.some(.identifier(let name)), let member) where member.text == "init":
            typeName = name.text
        default:
            return nil
        }
        guard let first = typeName.first, first.isUppercase else { return nil }
        // A subject or relay is state by definition: two of them are two streams.
        if model.vocabulary.mutableStreamTypes.contains(TypeText.nominalName(typeName)) { return typeName }
        guard let id = model.types.lookup(typeName, fromFile: file), model[id].kind == .class,
              holdsMutableState(id, model: model) else { return nil }
        return typeName
    }

    /// Whether one instance of a project class differs from another: it has a stored `var`, or
    /// stores a subject or relay. RIB parts (a child's builder or component, a worker) are
    /// factories or scoped to one RIB, and a class riblint cannot see whole (a superclass
    /// outside the scan) is given the benefit of the doubt.
    static func holdsMutableState(_ id: TypeID, model: ProjectModel) -> Bool {
        if model.roles(of: id).contains(where: \.isClassRole) { return false }
        for link in model.types.superclassChain(of: id) {
            if case .external(let ref) = link, TypeText.nominalName(ref.text) != "NSObject" { return false }
        }
        for member in model.types.membersIncludingInherited(of: id, visibleFrom: nil) {
            guard let property = member.property, !property.isComputed,
                  !property.modifiers.contains(.static), !property.modifiers.contains(.class) else { continue }
            if !property.isLet {
                if isInjectedReference(property, declaredIn: member.file, of: id, model: model) { continue }
                return true
            }
            let written = property.type.map { TypeText.nominalName($0.text) } ?? ""
            if model.vocabulary.mutableStreamTypes.contains(written) { return true }
            // `let changes = BehaviorRelay<Int>(value: 0)`: the type the initialiser constructs.
            if let block = model.initializerBlock(of: property, in: member.file), block.statements.count == 1,
               case .expression(.call(let call)) = block.statements[0], let callee = call.callee.name?.text,
               model.vocabulary.mutableStreamTypes.contains(callee) { return true }
        }
        return false
    }

    /// A stored `var` that holds the object its creator hands in, as a `let` would: it has no
    /// default value and no observers, only initialisers assign it, and what it holds is a
    /// reference (a project class, or a project protocol that only classes adopt). Writes through
    /// it (`api.token = nil`, `var` because the protocol is not class-bound) change that shared
    /// object, so a new holder per access splits nothing.
    static func isInjectedReference(_ property: PropertyDecl, declaredIn file: FileIndex, of owner: TypeID,
                                    model: ProjectModel) -> Bool {
        guard property.initializer == nil, property.accessorBlock == nil, let written = property.type,
              let held = model.types.lookup(TypeText.nominalName(written.text), fromFile: file),
              holdsReference(held, model: model) else { return false }
        let name = property.name.text
        func assigns(_ target: Expr) -> Bool {
            switch target {
            case .identifier(let written): return written.text == name
            case .member(.some(.identifier(let base)), let written): return base.text == "self" && written.text == name
            case .postfix(let inner, _): return assigns(inner)
            case .tuple(let elements, _): return elements.contains { assigns($0.value) }
            default: return false
            }
        }
        func reassigns(_ block: Block) -> Bool {
            var found = false
            block.walk { node in
                switch node {
                case .statement(.assignment(let assignment)): found = found || assigns(assignment.target)
                case .expression(.prefix(let op, let operand)) where op.text == "&": found = found || assigns(operand)
                default: break
                }
                return !found
            }
            return found
        }
        for member in model.types.membersIncludingInherited(of: owner, visibleFrom: nil) {
            switch member.decl {
            case .function(let function) where function.kind != .initializer:
                if let block = model.block(of: function, in: member.file), reassigns(block) { return false }
            case .property(let other):
                if let block = model.accessorBlock(of: other, in: member.file), reassigns(block) { return false }
                if let block = model.initializerBlock(of: other, in: member.file), reassigns(block) { return false }
            default:
                continue
            }
        }
        return true
    }

    /// Whether every value of a project type is a reference: a class, or a protocol that is
    /// class-bound or whose adopters in the project (through sub-protocols too) are all classes.
    private static func holdsReference(_ id: TypeID, model: ProjectModel) -> Bool {
        switch model[id].kind {
        case .class, .actor:
            return true
        case .protocol:
            var pending = [id]
            var seen: Set<TypeID> = [id]
            var adopters = 0
            while let next = pending.popLast() {
                for sub in model.types.directSubtypes(of: next) where seen.insert(sub).inserted {
                    switch model[sub].kind {
                    case .protocol: pending.append(sub)
                    case .class, .actor: adopters += 1
                    default: return false
                    }
                }
            }
            return adopters > 0
        default:
            return false
        }
    }

    private static func message(property: String, type: String, component: String) -> String {
        "`\(property)` of \(component) constructs a new `\(type)` on every access; wrap it in `shared { }` so the component hands out one instance"
    }
}
