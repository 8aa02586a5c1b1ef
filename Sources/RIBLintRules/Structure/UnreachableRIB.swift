import RIBLintCore
import RIBLintModel

/// `structure/unreachable-rib`: a RIB that nothing builds and that is not a configured root.
enum UnreachableRIB: Rule {
    static let description = RuleDescription(
        id: "structure/unreachable-rib",
        defaultSeverity: .info,
        summary: "a RIB that no other RIB builds and that is not a configured root",
        rationale: """
            Every RIB but the root is built and attached by a parent. A RIB that no other RIB builds \
            is dead code, or it is attached by hand outside the tree, where no router detaches it \
            and no parent component provides its dependencies. The app's root is expected: a RIB \
            whose router descends from `LaunchRouter` (framework.launchRouterBases) is a root by \
            design, and others can be listed in `framework.roots` in rules.json. So is a RIB hosted \
            outside the tree: code outside every RIB makes its builder (an app delegate, a bridge \
            for legacy code), or, when it has no builder, code outside the RIB makes its router \
            (without a router, its interactor) by hand (a hybrid app's screen factory, another \
            RIB's router keeping it as a listener object). Code in test, demo, example and preview \
            folders does not count. Build it from \
            a parent's router, list it as a root, or delete it.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                // file: RootRouter.swift
                protocol RootInteractable: Interactable {}
                protocol RootViewControllable: ViewControllable {}
                final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {}
                // file: RootInteractor.swift
                final class RootInteractor: Interactor, RootInteractable {}
                // file: RootBuilder.swift
                protocol RootDependency: Dependency {}
                final class RootBuilder: Builder<RootDependency> {
                    func build() -> LaunchRouting {
                        RootRouter(interactor: RootInteractor(), viewController: RootViewController())
                    }
                }
                final class RootViewController: RootViewControllable {}
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                // file: LegacyBuilder.swift
                protocol LegacyDependency: Dependency {}
                final class LegacyBuilder: Builder<LegacyDependency> {
                    func build() -> Routing { LegacyRouter(interactor: LegacyInteractor()) }
                }
                // file: LegacyInteractor.swift
                final class ↓LegacyInteractor: Interactor, LegacyInteractable {}
                // file: LegacyRouter.swift
                protocol LegacyInteractable: Interactable {}
                final class LegacyRouter: Router<LegacyInteractable> {}
                """),
        ]
    )

    static func check(_ pass: RulePass) {
        let tree = pass.model.tree
        for rib in pass.model.ribs where tree.isRoot(rib.id) && !tree.configuredRoots.contains(rib.id) {
            guard let part = RIBNaming.namingPart(of: rib) else { continue }
            pass.report(message(rib: rib.name), at: part.location, rib: rib.name)
        }
    }

    private static func message(rib: String) -> String {
        "no RIB builds `\(rib)` and it is not a configured root; attach it from a parent's router, list it in framework.roots, or delete it"
    }
}
