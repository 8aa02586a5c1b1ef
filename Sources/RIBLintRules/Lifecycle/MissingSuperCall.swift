import RIBLintAST
import RIBLintCore
import RIBLintModel

/// `lifecycle/missing-super-call`: an override of a framework lifecycle method that never calls
/// the overridden method.
enum MissingSuperCall: Rule {
    static let defaultMethods = ["didBecomeActive", "willResignActive", "didLoad", "willLoad", "didStart", "didStop"]

    static let description = RuleDescription(
        id: "lifecycle/missing-super-call",
        defaultSeverity: .error,
        summary: "an override of a lifecycle method that never calls the same method on super",
        rationale: """
        In the RIBs framework these methods are hooks: `Interactor.didBecomeActive` and \
        `willResignActive`, `Router.didLoad` and `Worker.didStart` / `didStop` are empty, and \
        `deactivate()` (which calls `willResignActive`) is what disposes the subscriptions \
        confined with `disposeOnDeactivate`. Skipping `super` there costs nothing today. It \
        matters where a class between yours and the framework's does work in them: a project's \
        `BaseInteractor` that resets its `disposeBag` in `willResignActive`, a base router that \
        attaches shared children in `didLoad`. An override that skips `super` then silently \
        keeps every subscription that base class would have ended, and a base class added \
        later never runs. Calling `super` always is the convention that keeps both safe.

        The rule finds, in any class, an `override func` named one of the `methods` option \
        (default: didBecomeActive, willResignActive, didLoad, willLoad, didStart, didStop) whose \
        body never calls the same method on `super`. A call anywhere in the body counts: in a \
        nested block, a `defer`, or a closure. A call of another lifecycle method on `super` (a \
        copy-paste slip) does not.

        Instead: call `super.<method>(...)` with the method's own arguments, normally first.
        """,
        nonTriggeringExamples: [
            RuleExample("""
            final class AccountInteractor: Interactor {
                override func didBecomeActive() {
                    if isEnabled {
                        super.didBecomeActive()
                    } else {
                        super.didBecomeActive()
                    }
                }
                override func willResignActive() {
                    defer { super.willResignActive() }
                    isEnabled = false
                }
            }

            final class AccountWorker: Worker {
                override func didStart(_ interactorScope: InteractorScope) {
                    queue.async { super.didStart(interactorScope) }
                }
            }

            // Not overrides: methods that happen to share the name.
            final class AccountSession {
                func didBecomeActive() {}
                func didStop() {}
            }

            final class AccountRouter: Router<AccountInteractable> {
                // Not a lifecycle method of the `methods` option.
                override func load() {}
            }
            """),
        ],
        triggeringExamples: [
            RuleExample("""
            final class AccountInteractor: PresentableInteractor<AccountPresentable> {
                override func ↓didBecomeActive() {
                    // super.didBecomeActive() in a comment is not a call.
                    print("super.didBecomeActive()")
                }

                override func ↓willResignActive() {
                    super.didBecomeActive()
                }
            }

            final class AccountWorker: Worker {
                override func ↓didStart(_ interactorScope: InteractorScope) {}
                override func ↓didStop() {}
            }

            final class AccountRouter: Router<AccountInteractable> {
                override func ↓willLoad() {}
                override func ↓didLoad() {
                    attachChild(billing)
                }
            }
            """),
        ],
        options: ["methods": .array(defaultMethods.map { .string($0) })]
    )

    static func check(_ pass: RulePass) {
        let model = pass.model
        let methods = Set(pass.strings("methods", default: defaultMethods))
        for info in model.types.types where info.kind == .class {
            for member in info.members {
                guard let function = member.function, function.kind == .function,
                      function.modifiers.contains(.override), methods.contains(function.name.text),
                      let block = model.block(of: function, in: member.file) else { continue }
                let method = function.name.text
                var callsSuper = false
                var otherSuperCalls: [String] = []
                block.walk { node in
                    guard !callsSuper else { return false }
                    if case .expression(.call(let call)) = node, case .member(let base?, let name) = call.callee,
                       case .identifier(let root) = base, root.text == "super" {
                        if name.text == method { callsSuper = true } else { otherSuperCalls.append(name.text) }
                    }
                    return true
                }
                guard !callsSuper else { continue }
                let instead = otherSuperCalls.first { methods.contains($0) }
                pass.report(missingSuperMessage(method, type: info.name, call: superCall(function), instead: instead),
                            in: model.files[member.file].source, at: function.name.offset,
                            rib: model.rib(containing: info.id).map { model[$0].name })
            }
        }
    }

    /// `super.didStart(interactorScope)`: the call the override should make, with its own parameters.
    private static func superCall(_ function: FunctionDecl) -> String {
        let arguments = function.parameters.map { parameter -> String in
            guard let label = parameter.label, label != "_" else { return parameter.name }
            return "\(label): \(parameter.name)"
        }
        return "super.\(function.name.text)(\(arguments.joined(separator: ", ")))"
    }

    // MARK: messages

    private static func missingSuperMessage(_ method: String, type: String, call: String, instead: String?) -> String {
        let slip = instead.map { " (it calls `super.\($0)` instead)" } ?? ""
        return "`\(method)` of \(type) overrides the framework's lifecycle method without calling `\(call)`\(slip); call it"
    }
}
