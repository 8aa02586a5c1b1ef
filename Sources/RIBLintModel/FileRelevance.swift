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
        "EmptyComponent", "Component", "Listener",
    ]

    /// Seeds too common outside RIBs to tell that a project uses RIBs (a web framework's
    /// `Router`, a result `Builder`, SwiftUI's `View`, UIKit itself).
    static let commonNames: Set<String> = [
        "Router", "Builder", "Component", "Presenter", "View", "UIView", "UIViewController", "NSView", "NSViewController",
        "Listener",
    ]

    /// Seeds that name user-interface classes: a file whose types inherit from them is a view, whose
    /// bytes few phases read (`Signals.mayDeclareRIBPart`).
    static let userInterfaceNames: Set<String> = ["View", "UIView", "UIViewController", "NSView", "NSViewController"]

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

    /// The names a skim is compared with, hashed once per run.
    public struct Signals: Sendable {
        /// The seeds of the RIB names.
        let seeds: Set<UInt64>
        /// Seeds that tell a RIBs project apart (the seeds without `commonNames`).
        let distinctive: Set<UInt64>
        /// Seeds a RIB's part other than its view inherits from (without `userInterfaceNames`).
        let partSeeds: Set<UInt64>

        /// The byte strings at least one of which a file holds if it can show RIBs or holds a
        /// directive (see `mayShowRIBsOrHoldDirective`).
        let prescan: MultiByteSearch?

        public init(vocabulary: FrameworkVocabulary) {
            let names = FileRelevance.seeds(vocabulary)
            seeds = Set(names.map(FileSkim.hash))
            let distinctiveNames = names.subtracting(FileRelevance.commonNames)
            distinctive = Set(distinctiveNames.map(FileSkim.hash))
            partSeeds = Set(names.subtracting(FileRelevance.userInterfaceNames).map(FileSkim.hash))
            prescan = MultiByteSearch(Array(distinctiveNames) + FileRelevance.ribsModuleMarks + ["riblint:"])
        }

        /// False only for a file that can neither show RIBs (`showsRIBs`) nor hold a directive,
        /// told from its bytes before it is lexed: such a file imports no module with `RIBs`,
        /// `Ribs` or `NeedleFoundation` in its name and names no distinctive framework name. In a
        /// code base where no file can show RIBs, those files are never lexed. (A file could only
        /// be told wrongly here if a name of its inheritance clauses had the same 64-bit hash as
        /// a framework name.)
        public func mayShowRIBsOrHoldDirective(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            prescan?.occurs(in: bytes) ?? true
        }

        /// Whether this file alone shows that the project uses RIBs: it imports a RIBs framework
        /// or declares a type that inherits from a distinctive framework name.
        public func showsRIBs(_ skim: FileSkim) -> Bool {
            skim.imports.contains(where: FileRelevance.isRIBsModule)
                || skim.declarations.contains { $0.mentions.contains(where: distinctive.contains) }
        }

        /// Whether the file may declare a RIB's part other than a view: it imports a RIBs
        /// framework, or one of its declarations inherits from a framework name, common ones
        /// (`Router`, `Builder`) included, since an app that re-exports the framework from one
        /// file imports it nowhere else. Most later phases read such a file's bytes; a view's
        /// (`UIViewController`) few do.
        public func mayDeclareRIBPart(_ skim: FileSkim) -> Bool {
            skim.imports.contains(where: FileRelevance.isRIBsModule)
                || skim.declarations.contains { $0.mentions.contains(where: partSeeds.contains) }
        }
    }

    /// Each distinct name of `sortedNames` mapped to the index of its first occurrence.
    static func firstIndices(_ sortedNames: [UInt64]) -> [UInt64: Int] {
        var indices: [UInt64: Int] = [:]
        indices.reserveCapacity(sortedNames.count)
        for (index, name) in sortedNames.enumerated() where index == 0 || sortedNames[index - 1] != name { indices[name] = index }
        return indices
    }

    /// What the name of a RIBs framework module holds (`isRIBsModule`).
    static let ribsModuleMarks = ["RIBs", "Ribs", "NeedleFoundation"]

    static func isRIBsModule(_ name: String) -> Bool {
        // Bytes, not `String.contains`: this runs for every import of every file.
        let bytes = Array(name.utf8)
        if bytes.count < 4 { return false }
        for start in 0...(bytes.count - 4) where bytes[start] == 0x52 && bytes[start + 3] == 0x73 {  // R..s
            if bytes[start + 1] == 0x49 && bytes[start + 2] == 0x42 { return true }  // RIBs
            if bytes[start + 1] == 0x69 && bytes[start + 2] == 0x62 { return true }  // Ribs
        }
        return name == "NeedleFoundation"
    }

    /// The names relevance decided by in a code base with RIBs: with them, whether a file that
    /// was not relevant stays so with another skim, every other skim unchanged, is told without
    /// the other skims (`staysIrrelevant`).
    public struct Names: Sendable, Equatable {
        /// The RIB names: the seeds and what inherits from them, transitively (rule 1).
        public var ribNames: Set<UInt64>
        /// Every name the files of rules 1 to 3 refer to (rule 4 makes their declarers relevant).
        public var reachedNames: Set<UInt64>
        /// The names the declarations of relevant files inherit from, transitively.
        public var supertypeNames: Set<UInt64>

        public init(ribNames: Set<UInt64>, reachedNames: Set<UInt64>, supertypeNames: Set<UInt64>) {
            self.ribNames = ribNames
            self.reachedNames = reachedNames
            self.supertypeNames = supertypeNames
        }
    }

    /// For each file, whether the model needs it. `nil` skims (files that are not Swift) are
    /// always needed.
    public static func relevantFiles(_ skims: [FileSkim?], vocabulary: FrameworkVocabulary) -> [Bool] {
        relevance(skims, vocabulary: vocabulary).relevant
    }

    /// Whether a file that relevance left out would still be left out with `skim`, the other
    /// files' skims unchanged. Its new skim can change nothing else's relevance unless it makes
    /// this file relevant: a file left out adds no RIB name (it would declare it), and what it
    /// refers to or inherits from reaches nothing. So it stays out exactly when it holds no
    /// directive, names no RIB name, and declares nothing that is a RIB name, inherits from
    /// one, is named by a relevant file, or is a supertype of a relevant type.
    public static func staysIrrelevant(_ skim: FileSkim, names: Names) -> Bool {
        if skim.hasDirective || skim.referencedNames.contains(where: names.ribNames.contains) { return false }
        for declaration in skim.declarations {
            let name = declaration.name
            if names.ribNames.contains(name) || names.reachedNames.contains(name) || names.supertypeNames.contains(name) { return false }
            if declaration.mentions.contains(where: names.ribNames.contains) { return false }
        }
        return true
    }

    /// `relevantFiles`, with the names it decided by when `keepsNames` (nil in a code base
    /// without RIBs): gathering the names the relevant files refer to costs a pass over them.
    public static func relevance(_ skims: [FileSkim?], vocabulary: FrameworkVocabulary,
                                 keepsNames: Bool = false, jobs: Int = 2) -> (relevant: [Bool], names: Names?) {
        let signals = Signals(vocabulary: vocabulary)
        // A code base without RIBs: only its directives and its non-Swift files are relevant,
        // and what they name matters to no RIB.
        guard skims.contains(where: { $0.map(signals.showsRIBs) ?? false }) else {
            return (skims.map { $0 == nil || $0!.hasDirective }, nil)
        }

        // Declarations by the names they mention, and files by the names they declare, as
        // sorted pairs with each name's first pair: integers only, since this runs over every
        // declaration of the tree.
        // The two tables do not depend on each other: each is built, sorted and indexed on a
        // thread of its own.
        var mentions: [(name: UInt64, declared: UInt64)] = []
        var declarations: [(name: UInt64, file: Int32)] = []
        var mentionIndex: [UInt64: Int] = [:]
        var declarationIndex: [UInt64: Int] = [:]
        parallelFor(2, jobs: min(jobs, 2)) { table in
            if table == 0 {
                for skim in skims {
                    guard let skim else { continue }
                    for declaration in skim.declarations {
                        for name in declaration.mentions { mentions.append((name, declaration.name)) }
                    }
                }
                mentions.sort { $0.name < $1.name }
                mentionIndex = firstIndices(mentions.map(\.name))
            } else {
                for (file, skim) in skims.enumerated() {
                    guard let skim else { continue }
                    for declaration in skim.declarations { declarations.append((declaration.name, Int32(file))) }
                }
                declarations.sort { $0.name < $1.name }
                declarationIndex = firstIndices(declarations.map(\.name))
            }
        }
        func forEachFile(declaring name: UInt64, _ body: (Int) -> Void) {
            guard var index = declarationIndex[name] else { return }
            while index < declarations.count && declarations[index].name == name {
                body(Int(declarations[index].file))
                index += 1
            }
        }

        // 1. The RIB names: the seeds and everything that inherits from one, transitively.
        var ribNames = signals.seeds
        var pending = Array(signals.seeds)
        while let name = pending.popLast() {
            guard var index = mentionIndex[name] else { continue }
            while index < mentions.count && mentions[index].name == name {
                if ribNames.insert(mentions[index].declared).inserted { pending.append(mentions[index].declared) }
                index += 1
            }
        }

        // 1 to 3.
        var relevant = skims.map { $0 == nil }
        for name in ribNames { forEachFile(declaring: name) { relevant[$0] = true } }
        let declared = relevant
        let named: [Bool] = parallelMap(count: skims.count, jobs: jobs) { file in
            guard let skim = skims[file], !declared[file] else { return false }
            return skim.hasDirective || skim.referencedNames.contains(where: ribNames.contains)
        }
        for (file, isNamed) in named.enumerated() where isNamed { relevant[file] = true }

        // 4. One step out: the types the relevant files name.
        let reaching = relevant
        func reachedFiles(_ file: Int) -> [Int] {
            guard reaching[file], let skim = skims[file] else { return [] }
            var found: [Int] = []
            for name in skim.referencedNames where declarationIndex[name] != nil {
                forEachFile(declaring: name) { other in if !reaching[other] { found.append(other) } }
            }
            return found
        }
        var reachedNames: Set<UInt64> = []
        func gatherReachedNames() {
            for (file, skim) in skims.enumerated() where reaching[file] {
                if let skim { reachedNames.formUnion(skim.referencedNames) }
            }
        }
        var reached: [[Int]] = []
        if keepsNames && jobs > 1 {
            // The names a cached run keeps are gathered on one thread while the other finds the
            // files they reach.
            parallelFor(2, jobs: 2) { task in
                if task == 0 { gatherReachedNames() } else { reached = (0..<skims.count).map(reachedFiles) }
            }
        } else {
            if keepsNames { gatherReachedNames() }
            reached = parallelMap(count: skims.count, jobs: jobs, reachedFiles)
        }
        for file in reached.joined() { relevant[file] = true }

        // Supertypes of everything relevant, transitively, so that conformance questions about a
        // relevant type have their answers.
        var queue = relevant.indices.filter { relevant[$0] }
        var seenNames: Set<UInt64> = []
        while let file = queue.popLast() {
            guard let skim = skims[file] else { continue }
            for declaration in skim.declarations {
                for name in declaration.mentions where seenNames.insert(name).inserted {
                    forEachFile(declaring: name) { other in
                        if !relevant[other] {
                            relevant[other] = true
                            queue.append(other)
                        }
                    }
                }
            }
        }
        return (relevant, keepsNames ? Names(ribNames: ribNames, reachedNames: reachedNames, supertypeNames: seenNames) : nil)
    }
}
