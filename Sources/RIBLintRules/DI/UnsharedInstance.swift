import RIBLintAST
import RIBLintCore
import RIBLintModel

/// `di/unshared-instance`: a component property that constructs an object on every access.
enum UnsharedInstance: Rule {
    static let description = RuleDescription(
        id: "di/unshared-instance",
        defaultSeverity: .warning,
        summary: "a component property that constructs a reference-type object on every access instead of inside `shared { }`",
        rationale: """
            A component's computed property runs on every access: `var store: Store { Store() }` \
            gives each reader (the builder, each child's component, each forwarding property) a \
            different `Store`, so state that should be shared by the RIB and its children silently \
            splits. Wrap the construction in `shared { }`, which makes one instance per component. \
            Value types are copied anyway and are not reported; only classes of the project are \
            (types from other modules are not known to be classes).
            """,
        nonTriggeringExamples: [
            RuleExample("""
                final class WalletComponent: Component<WalletDependency> {
                    var store: WalletStore { shared { WalletStore() } }
                    let ledger = Ledger()
                    var config: WalletConfig { WalletConfig() }
                    var apiClient: WalletAPIClient { dependency.apiClient }
                }
                final class WalletStore {}
                final class Ledger {}
                struct WalletConfig {}
                protocol WalletDependency: Dependency { var apiClient: WalletAPIClient { get } }
                final class WalletAPIClient {}
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
                    var ↓client: WalletAPIClient { return WalletAPIClient(baseURL: dependency.baseURL) }
                }
                final class WalletStore {}
                final class Ledger {}
                final class WalletAPIClient { init(baseURL: String) {} }
                protocol WalletDependency: Dependency { var baseURL: String { get } }
                """),
        ],
        requires: [.types, .syntax]
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
        guard let first = typeName.first, first.isUppercase,
              let id = model.types.lookup(typeName, fromFile: file), model[id].kind == .class else { return nil }
        return typeName
    }

    private static func message(property: String, type: String, component: String) -> String {
        "`\(property)` of \(component) constructs a new `\(type)` on every access; wrap it in `shared { }` so the component hands out one instance"
    }
}
