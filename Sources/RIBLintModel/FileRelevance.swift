import RIBLintAST
import RIBLintCore

/// Which files the model needs, decided from every file's skim before any is parsed in full.
///
/// riblint reads every file but analyses only the code RIBs live in and reach. A file is
/// relevant when:
/// 1. it declares or extends a *RIB name*: a framework base or protocol from the vocabulary
///    (`Interactor`, `Component`, `Dependency`, `UIViewController`, ...), or a type whose
///    inheritance clause names a RIB name, transitively (`FooInteractable: Interactable`,
///    `FooComponent: Component<FooDependency>`, `BaseViewController: UIViewController`);
/// 2. it names a RIB name anywhere (an `AppDelegate` that builds the root RIB, a listener's
///    implementation);
/// 3. it holds a `riblint:` directive (its suppressions are checked, used or not);
/// 4. it declares or extends a type that a file of 1 to 3 names (a worker, a service, a stream's
///    element, a listener protocol: the types RIBs reach, one step away), or a supertype of a
///    relevant type, transitively.
///
/// The framework names only count in a project that uses RIBs: one that imports a RIBs
/// framework (a module whose name has `RIBs` or `Ribs` in it, or `NeedleFoundation`), or
/// declares a type that inherits from a framework name other than the common ones
/// (`Interactor`, `ViewableRouter`, `Interactable`, `Dependency`, `Worker`, a base the
/// configuration adds, ... but not `Router`, `Builder`, `Component`, `View` or UIKit's classes).
/// Without that, names such as `Router` or `Component` mean something else (a web framework's
/// router), and only files with directives are relevant.
///
/// Anything else costs only its skim. Names are compared without modules and hashes may
/// collide, both of which can only make a file relevant that is not.
public enum FileRelevance {
    /// Framework names that give a role or a RIB link besides the vocabulary's bases.
    static let frameworkNames = [
        "Buildable", "ViewControllable", "Routing", "ViewableRouting", "LaunchRouting", "Interactable",
        "InteractorScope", "Presentable", "PresentableListener", "Working", "Dependency", "EmptyDependency",
        "EmptyComponent", "Component", "NeedleFoundation", "Listener",
    ]

    /// Seeds too common outside RIBs to tell that a project uses RIBs (a web framework's
    /// `Router`, a result `Builder`, SwiftUI's `View`, UIKit itself).
    static let commonNames: Set<String> = [
        "Router", "Builder", "Component", "Presenter", "View", "UIView", "UIViewController", "NSView", "NSViewController",
        "Listener", "NeedleFoundation",
    ]

    /// Whether the project uses RIBs at all (see the type's documentation).
    static func usesRIBs(_ skims: [FileSkim?], vocabulary: FrameworkVocabulary) -> Bool {
        let distinctive = seeds(vocabulary).subtracting(commonNames)
        for case let skim? in skims {
            if skim.imports.contains(where: { $0.contains("RIBs") || $0.contains("Ribs") || $0 == "NeedleFoundation" }) { return true }
            for declaration in skim.declarations {
                if declaration.mentions.contains(where: distinctive.contains) { return true }
            }
        }
        return false
    }

    /// The seeds of the RIB names: the vocabulary's bases and protocols, last components only.
    static func seeds(_ vocabulary: FrameworkVocabulary) -> Set<String> {
        var names = Set(frameworkNames)
        let lists = [vocabulary.interactorBases, vocabulary.routerBases, vocabulary.builderBases, vocabulary.componentBases,
                     vocabulary.workerBases, vocabulary.presenterBases, vocabulary.dependencyProtocols, vocabulary.viewBases,
                     vocabulary.launchRouterBases]
        for list in lists {
            for name in list { names.insert(String(name.split(separator: ".").last ?? Substring(name))) }
        }
        return names
    }

    /// For each file, whether the model needs it. `nil` skims (files that are not Swift) are
    /// always needed.
    public static func relevantFiles(_ skims: [FileSkim?], vocabulary: FrameworkVocabulary) -> [Bool] {
        // A code base without RIBs: only its directives and its non-Swift files (as below, from
        // no RIB names at all) are relevant, and what they name does not matter to any RIB.
        guard usesRIBs(skims, vocabulary: vocabulary) else {
            return skims.map { $0 == nil || $0!.hasDirective }
        }
        // Declarations by the names they mention and by their own names.
        var mentionedBy: [String: [(file: Int, declaration: Int)]] = [:]
        var declaredIn: [UInt64: [Int]] = [:]
        for (file, skim) in skims.enumerated() {
            guard let skim else { continue }
            for (index, declaration) in skim.declarations.enumerated() {
                for name in declaration.mentions { mentionedBy[name, default: []].append((file, index)) }
                declaredIn[FileSkim.hash(declaration.name), default: []].append(file)
            }
        }

        // 1. The RIB names: the seeds and everything that inherits from one, transitively.
        var ribNames = seeds(vocabulary)
        var pending = Array(ribNames)
        while let name = pending.popLast() {
            for (file, index) in mentionedBy[name] ?? [] {
                let declared = skims[file]!.declarations[index].name
                if ribNames.insert(declared).inserted { pending.append(declared) }
            }
        }
        let ribHashes = Set(ribNames.map(FileSkim.hash))

        var relevant = skims.map { $0 == nil }
        for (file, skim) in skims.enumerated() {
            guard let skim, !relevant[file] else { continue }
            if skim.hasDirective
                || skim.declarations.contains(where: { ribNames.contains($0.name) })
                || skim.referencedNames.contains(where: ribHashes.contains) {
                relevant[file] = true
            }
        }

        // 4. One step out: the types the relevant files name.
        var reached: Set<Int> = []
        for (file, skim) in skims.enumerated() where relevant[file] {
            guard let skim else { continue }
            for hash in skim.referencedNames {
                for other in declaredIn[hash] ?? [] where !relevant[other] { reached.insert(other) }
            }
        }
        for file in reached { relevant[file] = true }

        // Supertypes of everything relevant, transitively, so that conformance questions about a
        // relevant type have their answers.
        var queue = relevant.indices.filter { relevant[$0] }
        var seenNames: Set<String> = []
        while let file = queue.popLast() {
            guard let skim = skims[file] else { continue }
            for declaration in skim.declarations {
                for name in declaration.mentions where seenNames.insert(name).inserted {
                    for other in declaredIn[FileSkim.hash(name)] ?? [] where !relevant[other] {
                        relevant[other] = true
                        queue.append(other)
                    }
                }
            }
        }
        return relevant
    }
}
