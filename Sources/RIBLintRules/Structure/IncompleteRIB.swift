import RIBLintCore
import RIBLintModel

/// `structure/incomplete-rib`: an interactor without a router, or a router without a builder.
enum IncompleteRIB: Rule {
    static let description = RuleDescription(
        id: "structure/incomplete-rib",
        defaultSeverity: .warning,
        summary: "an interactor without a router, or a router without a builder, in the same RIB",
        rationale: """
            A RIB is attached to the tree through its router, and its router is made by its builder. \
            An interactor that no router owns is never activated by the tree (its business logic runs \
            nowhere, or is driven by hand around the lifecycle), and a router that no builder makes \
            cannot be attached by a parent. Usually a part was deleted or renamed and the rest was \
            left behind. Add the missing part (XRouter, XBuilder), or delete the leftovers. A RIB \
            whose builder makes the framework's stock `Router`/`ViewableRouter`, and every RIB of a \
            routerless RIBs library (a project without a single router class, where interactors \
            attach their children themselves), is complete without a router class.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                // file: TipsBuilder.swift
                protocol TipsDependency: Dependency {}
                final class TipsComponent: Component<TipsDependency> {}
                protocol TipsBuildable: Buildable { func build(withListener listener: TipsListener) -> TipsRouting }
                final class TipsBuilder: Builder<TipsDependency>, TipsBuildable {
                    func build(withListener listener: TipsListener) -> TipsRouting {
                        let interactor = TipsInteractor()
                        interactor.listener = listener
                        return TipsRouter(interactor: interactor)
                    }
                }
                // file: TipsInteractor.swift
                protocol TipsRouting: Routing {}
                protocol TipsListener: AnyObject {}
                final class TipsInteractor: Interactor, TipsInteractable {
                    weak var router: TipsRouting?
                    weak var listener: TipsListener?
                }
                // file: TipsRouter.swift
                protocol TipsInteractable: Interactable {}
                final class TipsRouter: Router<TipsInteractable>, TipsRouting {}
                """),
            RuleExample("""
                // A routerless library: no router class anywhere, the builder returns the interactor.
                protocol CardDependency: Dependency {}
                protocol CardListener: AnyObject {}
                final class CardInteractor: PresentableInteractor<CardPresentable> {
                    weak var listener: CardListener?
                }
                final class CardBuilder: Builder<CardDependency> {
                    func build(withListener listener: CardListener) -> CardInteractor {
                        let interactor = CardInteractor(presenter: CardViewController())
                        interactor.listener = listener
                        return interactor
                    }
                }
                """),
            RuleExample("""
                // A class merely named like an interactor is not one: nothing to complete.
                final class ReportInteractor {
                    func run() {}
                }
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                // file: OnboardingInteractor.swift
                protocol OnboardingListener: AnyObject {}
                final class ↓OnboardingInteractor: Interactor {
                    weak var listener: OnboardingListener?
                }
                """),
            RuleExample("""
                // file: PromoRouter.swift
                protocol PromoInteractable: Interactable {}
                final class ↓PromoRouter: Router<PromoInteractable> {}
                // file: PromoInteractor.swift
                final class PromoInteractor: Interactor, PromoInteractable {}
                """),
        ]
    )

    static func check(_ pass: RulePass) {
        // A project without a single router class uses a routerless RIBs library: interactors
        // attach their children themselves.
        let routerless = pass.model.types(withRole: .router).isEmpty
        for rib in pass.model.ribs {
            if let interactor = rib.part(.interactor), rib.router == nil,
               !(rib.builder.map { routerless || buildsStockRouter($0, model: pass.model) } ?? false) {
                pass.report(noRouter(rib: rib.name, interactor: interactor.name), at: interactor.location, rib: rib.name)
            } else if let router = rib.part(.router), rib.builder == nil {
                pass.report(noBuilder(rib: rib.name, router: router.name), at: router.location, rib: rib.name)
            }
        }
    }

    /// The builder makes the framework's own `Router(...)` / `ViewableRouter(...)`, so the RIB
    /// has a router without a class of its own.
    static func buildsStockRouter(_ builder: TypeID, model: ProjectModel) -> Bool {
        let stock = Set(model.vocabulary.routerBases.map { TypeText.nominalName($0).split(separator: ".").last.map(String.init) ?? $0 })
        for (_, block) in model.memberBodies(of: builder) {
            var found = false
            block.walk { node in
                if case .expression(.call(let call)) = node, let name = call.callee.name?.text, stock.contains(name),
                   model.types.lookup(name, fromModule: model[builder].module) == nil {
                    found = true
                }
                return !found
            }
            if found { return true }
        }
        return false
    }

    private static func noRouter(rib: String, interactor: String) -> String {
        "RIB `\(rib)` has interactor `\(interactor)` but no router; add `\(rib)Router` or remove the leftover interactor"
    }

    private static func noBuilder(rib: String, router: String) -> String {
        "RIB `\(rib)` has router `\(router)` but no builder; add `\(rib)Builder` so that a parent can build and attach it"
    }
}
