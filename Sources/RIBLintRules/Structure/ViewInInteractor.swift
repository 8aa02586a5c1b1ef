import RIBLintAST
import RIBLintCore
import RIBLintModel

/// `structure/view-in-interactor`: an interactor that names a view type.
enum ViewInInteractor: Rule {
    static let description = RuleDescription(
        id: "structure/view-in-interactor",
        defaultSeverity: .warning,
        summary: "an interactor that names a view type (UIView, UIViewController, NSView, SwiftUI View, its own view controller)",
        rationale: """
            An interactor holds business logic and talks to its view only through its Presentable \
            protocol, which the presenter or view controller implements. An interactor that names \
            `UIViewController`, `UIView`, a SwiftUI `View` or its own view controller class couples \
            logic to UI: it cannot be tested without the view, the view cannot be replaced, and a \
            viewless RIB cannot reuse it. Add what the interactor needs to its `XPresentable` \
            protocol and call it on `presenter`. The view type names are `framework.viewTypes` in \
            rules.json, plus the RIB's own view classes. A method that implements a requirement \
            of another RIB's protocol the interactor adopts, whose signature names the view type \
            too (a child's listener handing over a view controller), is not flagged for its \
            signature when its body leaves the view alone (a stub): the interactor cannot choose \
            another signature. One that passes the view on, and the RIB's own presentable \
            listener, which is its own choice, are flagged.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                protocol SettingsPresentable: Presentable {
                    func showSaved()
                }
                final class SettingsInteractor: PresentableInteractor<SettingsPresentable> {
                    func didTapSave() {
                        presenter.showSaved()
                    }
                }
                """),
            RuleExample("""
                // The words only appear in a comment and a string: UIViewController
                final class LogInteractor: Interactor {
                    let screenName = "UIView"
                    let viewModel: ViewModel? = nil
                    func log() { print("UIViewController shown") }
                }
                struct ViewModel {}
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                final class ProfileInteractor: Interactor {
                    weak var host: ↓UIViewController?
                    func makeBadge() -> some ↓View { Text("") }
                    func cells() -> [↓UIView] { [] }
                    func dim() {
                        let overlay = ↓UIView()
                        overlay.alpha = 0.5
                    }
                }
                """),
            RuleExample("""
                // file: SummaryInteractor.swift
                protocol SummaryPresentable: Presentable {}
                final class SummaryInteractor: PresentableInteractor<SummaryPresentable> {
                    func highlight() {
                        (presenter as? ↓SummaryViewController)?.highlight()
                    }
                }
                // file: SummaryViewController.swift
                final class SummaryViewController: UIViewController, SummaryPresentable {
                    func highlight() {}
                }
                """),
        ]
    )

    static func check(_ pass: RulePass) {
        let model = pass.model
        let frameworkViews = Set(pass.vocabulary.viewTypes)
        let frameworkSearch = MultiByteSearch(pass.vocabulary.viewTypes)
        for interactor in model.types(withRole: .interactor) {
            let info = model[interactor]
            var viewNames = frameworkViews
            if let rib = model.rib(containing: interactor) {
                for view in model[rib].types(.view) { viewNames.insert(model[view].name) }
            }
            let ribName = model.rib(containing: interactor).map { model[$0].name }
            var seen: Set<UInt32> = []
            func flag(_ name: String, file: FileIndex, offset: UInt32) {
                guard seen.insert(offset).inserted || file != info.file else { return }
                pass.report(message(interactor: info.name, view: name), in: model.files[file].source, at: offset, rib: ribName)
            }
            func visit(_ ref: TypeRef?, file: FileIndex) {
                guard let ref else { return }
                for (name, offset) in namedViews(in: ref, names: viewNames, source: model.files[file].source) {
                    flag(name, file: file, offset: offset)
                }
            }
            // A requirement of another RIB's protocol the interactor adopts whose signature names
            // a view (a child's listener handing over `from viewController: UIViewController`):
            // the interactor cannot choose another signature, so the coupling is that protocol's.
            func namesAView(_ function: FunctionDecl, file: FileIndex) -> Bool {
                let source = model.files[file].source
                return (function.parameters.compactMap(\.type) + [function.returnType].compactMap { $0 })
                    .contains { !namedViews(in: $0, names: viewNames, source: source).isEmpty }
            }
            // Only another RIB's protocol (a child's listener): the RIB's own presentable
            // listener is its own choice, and a view handed through it is the coupling reported.
            // ... as long as the body leaves the view alone (a stub); one that passes it on to
            // its router or listener still works with the view.
            func usesViewParameters(_ function: FunctionDecl, file: FileIndex) -> Bool {
                let source = model.files[file].source
                if let returned = function.returnType, !namedViews(in: returned, names: viewNames, source: source).isEmpty { return true }
                guard let body = function.body else { return false }
                return function.parameters.contains { parameter in
                    guard let type = parameter.type, !namedViews(in: type, names: viewNames, source: source).isEmpty else { return false }
                    return ByteSearch.contains(source.bytes, parameter.name, in: body)
                }
            }
            var requiredWithViews: Set<String> = []
            let ownRIB = model.rib(containing: interactor)
            for adopted in model.types.supertypes(of: interactor) where model.types[adopted].kind == .protocol {
                guard let owner = model.rib(containing: adopted), owner != ownRIB else { continue }
                for requirement in model.types[adopted].members {
                    if let function = requirement.function, namesAView(function, file: requirement.file) {
                        requiredWithViews.insert(function.selector)
                    }
                }
            }
            for member in info.members {
                switch member.decl {
                case .property(let property):
                    visit(property.type, file: member.file)
                case .function(let function):
                    // (The selector is a string made on each call: asked only when there is a requirement.)
                    if !requiredWithViews.isEmpty, requiredWithViews.contains(function.selector),
                       !usesViewParameters(function, file: member.file) { continue }
                    for parameter in function.parameters { visit(parameter.type, file: member.file) }
                    visit(function.returnType, file: member.file)
                default:
                    break
                }
            }
            // A body whose bytes hold no view name cannot name one: it is not walked, nor parsed.
            let ribViewNames = viewNames.subtracting(frameworkViews)
            let viewBodies = model.memberBodies(of: interactor) { _, bytes, range in
                (frameworkSearch?.occurs(in: bytes, range) ?? true) || ribViewNames.contains { ByteSearch.contains(bytes, $0, in: range) }
            }
            for (member, block) in viewBodies {
                block.walk { node in
                    switch node {
                    case .expression(.identifier(let name)) where viewNames.contains(name.text):
                        flag(name.text, file: member.file, offset: name.offset)
                    case .statement(.local(let local)):
                        visit(local.type, file: member.file)
                    case .expression(.sequence(let operands, let operators)):
                        // `x as? T` / `x is T`: the type operand is kept as its source range.
                        for (index, op) in operators.enumerated() where op.text.hasPrefix("as") || op.text == "is" {
                            guard index + 1 < operands.count, case .other(_, let range) = operands[index + 1] else { continue }
                            let bytes = model.files[member.file].source.bytes
                            for name in viewNames {
                                if let offset = wordOffset(name, in: bytes, from: Int(range.start), limit: Int(range.end)) {
                                    flag(name, file: member.file, offset: UInt32(offset))
                                }
                            }
                        }
                    default:
                        break
                    }
                    return true
                }
            }
        }
    }

    /// View type names inside a type as written, with the offset of each name. A `TypeRef` knows
    /// where its text starts; the name is found as a whole word from there, within the type's text.
    static func namedViews(in ref: TypeRef, names: Set<String>, source: RIBLintLexer.SourceBuffer) -> [(String, UInt32)] {
        var result: [(String, UInt32)] = []
        var looked: [String] = []
        for name in words(of: ref.text) where names.contains(name) && !looked.contains(name) {
            looked.append(name)
            if let offset = wordOffset(name, in: source.bytes, from: Int(ref.offset), limit: Int(ref.offset) + ref.text.utf8.count * 2 + 8) {
                result.append((name, UInt32(offset)))
            }
        }
        return result
    }

    /// The words of a type as written (`[String: FooView]` gives `String`, `FooView`): runs of
    /// letters, digits and `_`. ASCII text, nearly every type, is split by its bytes; the
    /// Unicode classification of characters is kept for the rest.
    static func words(of text: String) -> [String] {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        }
        var words: [String] = []
        var start: String.Index?
        var index = text.utf8.startIndex
        while index < text.utf8.endIndex {
            if ModuleMap.isIdentifierByte(text.utf8[index]) {
                if start == nil { start = index }
            } else if let wordStart = start {
                words.append(String(text[wordStart..<index]))
                start = nil
            }
            index = text.utf8.index(after: index)
        }
        if let wordStart = start { words.append(String(text[wordStart...])) }
        return words
    }

    static func wordOffset(_ word: String, in bytes: [UInt8], from start: Int, limit: Int) -> Int? {
        let needle = Array(word.utf8)
        let end = min(limit, bytes.count) - needle.count
        guard start <= end else { return nil }
        var index = start
        while index <= end {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle),
               index == 0 || !ModuleMap.isIdentifierByte(bytes[index - 1]),
               index + needle.count >= bytes.count || !ModuleMap.isIdentifierByte(bytes[index + needle.count]) {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func message(interactor: String, view: String) -> String {
        "interactor `\(interactor)` names view type `\(view)`; move what it needs into its Presentable protocol and call it on `presenter`"
    }
}

import RIBLintLexer
