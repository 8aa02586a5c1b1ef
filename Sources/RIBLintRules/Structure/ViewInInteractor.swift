import RIBLintAST
import RIBLintCore
import RIBLintModel

/// `structure/view-in-interactor`: an interactor that names a view type.
enum ViewInInteractor: Rule {
    static let description = RuleDescription(
        id: "structure/view-in-interactor",
        defaultSeverity: .warning,
        summary: "an interactor that names a view type (UIView, UIViewController, NSView, SwiftUI View, a view class of the project)",
        rationale: """
            An interactor holds business logic and talks to its view only through its Presentable \
            protocol, which the presenter or view controller implements. An interactor that names \
            `UIViewController`, `UIView`, a SwiftUI `View` or its own view controller class couples \
            logic to UI: it cannot be tested without the view, the view cannot be replaced, and a \
            viewless RIB cannot reuse it. Add what the interactor needs to its `XPresentable` \
            protocol and call it on `presenter`. The view type names are `framework.viewTypes` in \
            rules.json, plus the RIB's own view classes; in the interactor's declarations (a \
            property's type, a parameter's, a result), also every class of the project that \
            descends from one of them (a table cell, a custom control, another RIB's view \
            controller). A view's name that only qualifies a type nested in it \
            (`BadgeView.Style`) names that type, not the view (its metatype, `BadgeView.Type`, is \
            the view's), and a name the interactor declares itself (a nested type, a type alias) \
            or a function's generic parameter is that declaration. A method that implements a requirement \
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
            RuleExample("""
                // file: CartInteractor.swift
                final class CartInteractor: Interactor {
                    func fill(_ cell: ↓CartItemCell, with item: CartItem) {}
                }
                struct CartItem {}
                // file: CartItemCell.swift
                final class CartItemCell: UITableViewCell {}
                """),
        ]
    )

    static func check(_ pass: RulePass) {
        let model = pass.model
        let frameworkViews = Set(pass.vocabulary.viewTypes)
        let frameworkSearch = MultiByteSearch(pass.vocabulary.viewTypes)
        // A class of the project that descends from a framework view class (a cell, a custom
        // control, another RIB's view controller), as the file that writes the name sees it.
        // Looked for in the interactor's declarations only; a body is searched for the
        // framework's views and the RIB's own. The names of all such classes are gathered once:
        // most names written (`String`, `Observable`, the RIB's own protocols) are none of them,
        // and only those that are get looked up from the file, once per file.
        func isViewClass(_ id: TypeID) -> Bool {
            model.types.isSubclass(id, ofAnyOf: pass.vocabulary.viewTypes)
        }
        let projectViewNames = Set(model.types.ids(of: .class).lazy.filter(isViewClass).map { model.types[$0].name })
        let declarationViews = frameworkViews.union(projectViewNames)
        var projectViewsByFile: [FileIndex: [String: Bool]] = [:]
        func isProjectView(_ path: String, file: FileIndex) -> Bool {
            if let known = projectViewsByFile[file]?[path] { return known }
            let isView = model.types.lookup(path, fromFile: file).map { model.types[$0].kind == .class && isViewClass($0) } ?? false
            projectViewsByFile[file, default: [:]][path] = isView
            return isView
        }
        for interactor in model.types(withRole: .interactor) {
            let info = model[interactor]
            // Names in bodies: the framework's views and the RIB's own; in declarations, any of
            // the project's too.
            var viewNames = frameworkViews
            var declaredViewNames = declarationViews
            if let rib = model.rib(containing: interactor) {
                for view in model[rib].types(.view) {
                    let name = model[view].name
                    viewNames.insert(name)
                    declaredViewNames.insert(name)
                }
            }
            // Names the interactor declares itself (a nested type, a type alias) are those
            // declarations wherever it writes them, as a function's generic parameters are in it.
            var ownScope: Set<String> = []
            for member in info.members {
                switch member.decl {
                case .type(let nested) where nested.kind != .extension: ownScope.insert(nested.name.text)
                case .typeAlias(let alias): ownScope.insert(alias.name.text)
                default: break
                }
            }
            /// Whether `name`, ending the dotted `path` as written in `file`, is a view there.
            func isView(_ name: String, _ path: String, file: FileIndex, inDeclarations: Bool, shadowed: Set<String>) -> Bool {
                guard inDeclarations ? declaredViewNames.contains(name) : viewNames.contains(name) else { return false }
                if path == name {
                    if shadowed.contains(name) || ownScope.contains(name) { return false }
                    return viewNames.contains(name) || (inDeclarations && isProjectView(path, file: file))
                }
                // `Outer.Name`: a type nested in a type of the project is that type, whatever its
                // name; a module's (`UIKit.UIView`, `App.FooCell`) is the name. A qualifier that
                // is no type of the project is a module's, maybe one riblint does not know as a
                // module: the name alone is looked up too.
                let qualifier = String(path.dropLast(name.count + 1))
                if model.types.lookup(qualifier, fromFile: file) != nil {
                    return inDeclarations && isProjectView(path, file: file)
                }
                return viewNames.contains(name)
                    || (inDeclarations && (isProjectView(path, file: file) || isProjectView(name, file: file)))
            }
            func isDeclaredView(_ name: String, _ path: String, file: FileIndex, shadowed: Set<String> = []) -> Bool {
                isView(name, path, file: file, inDeclarations: true, shadowed: shadowed)
            }
            let ribName = model.rib(containing: interactor).map { model[$0].name }
            var seen: Set<UInt32> = []
            func flag(_ name: String, file: FileIndex, offset: UInt32) {
                guard seen.insert(offset).inserted || file != info.file else { return }
                pass.report(message(interactor: info.name, view: name), in: model.files[file].source, at: offset, rib: ribName)
            }
            func visit(_ ref: TypeRef?, file: FileIndex, inBody: Bool = false, shadowed: Set<String> = []) {
                guard let ref else { return }
                for (name, offset) in namedViews(in: ref, where: { isView($0, $1, file: file, inDeclarations: !inBody, shadowed: shadowed) },
                                                 source: model.files[file].source) {
                    flag(name, file: file, offset: offset)
                }
            }
            // A requirement of another RIB's protocol the interactor adopts whose signature names
            // a view (a child's listener handing over `from viewController: UIViewController`):
            // the interactor cannot choose another signature, so the coupling is that protocol's.
            func namesAView(_ function: FunctionDecl, file: FileIndex) -> Bool {
                let source = model.files[file].source
                return (function.parameters.compactMap(\.type) + [function.returnType].compactMap { $0 })
                    .contains { type in
                        !namedViews(in: type, where: { isDeclaredView($0, $1, file: file, shadowed: Set(function.genericParameters)) },
                                    source: source).isEmpty
                    }
            }
            // Only another RIB's protocol (a child's listener): the RIB's own presentable
            // listener is its own choice, and a view handed through it is the coupling reported.
            // ... as long as the body leaves the view alone (a stub); one that passes it on to
            // its router or listener still works with the view.
            func usesViewParameters(_ function: FunctionDecl, file: FileIndex) -> Bool {
                let source = model.files[file].source
                let generics = Set(function.genericParameters)
                if let returned = function.returnType,
                   !namedViews(in: returned, where: { isDeclaredView($0, $1, file: file, shadowed: generics) }, source: source).isEmpty {
                    return true
                }
                guard let body = function.body else { return false }
                return function.parameters.contains { parameter in
                    guard let type = parameter.type,
                          !namedViews(in: type, where: { isDeclaredView($0, $1, file: file, shadowed: generics) }, source: source).isEmpty
                    else { return false }
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
                    let generics = Set(function.genericParameters)
                    for parameter in function.parameters { visit(parameter.type, file: member.file, shadowed: generics) }
                    visit(function.returnType, file: member.file, shadowed: generics)
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
                        visit(local.type, file: member.file, inBody: true)
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
    /// `isView` is asked for each name with the dotted path it ends (`Outer.Inner`, `Module.Name`,
    /// or the name alone).
    static func namedViews(in ref: TypeRef, where isView: (_ name: String, _ path: String) -> Bool,
                           source: RIBLintLexer.SourceBuffer) -> [(String, UInt32)] {
        var result: [(String, UInt32)] = []
        var looked: [String] = []
        for (name, path) in typeNames(of: ref.text) where !looked.contains(path) && isView(name, path) {
            looked.append(path)
            if let offset = wordOffset(name, in: source.bytes, from: Int(ref.offset), limit: Int(ref.offset) + ref.text.utf8.count * 2 + 8) {
                result.append((name, UInt32(offset)))
            }
        }
        return result
    }

    /// The types a type as written names (`[String: Foo.Cell]` gives `String` and `Cell` at the
    /// path `Foo.Cell`): each name with the dotted path it ends. A name followed by `.` only
    /// qualifies the one after it (`FooView.Style` names a type nested in the view, not the view;
    /// `UIKit.UIView` names `UIView`), also across generic arguments (`List<Int>.Config` names
    /// `Config` at the path `List.Config`, and `Int`); a metatype's `.Type` or `.Protocol` is the
    /// type before it. ASCII text, nearly every type, is read by its bytes; the Unicode
    /// classification of characters is kept for the rest.
    static func typeNames(of text: String) -> [(name: String, path: String)] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return typeNames(in: Array(text.utf8), isNamePart: ModuleMap.isIdentifierByte, dot: UInt8(ascii: "."),
                             open: UInt8(ascii: "<"), close: UInt8(ascii: ">"), metatypes: metatypeBytes) {
                String(decoding: $0, as: UTF8.self)
            }
        }
        return typeNames(in: Array(text), isNamePart: { $0.isLetter || $0.isNumber || $0 == "_" }, dot: ".", open: "<",
                         close: ">", metatypes: [Array("Type"), Array("Protocol")]) { String($0) }
    }

    private static let metatypeBytes = [Array("Type".utf8), Array("Protocol".utf8)]

    /// `typeNames(of:)` over the text's units (its bytes, or its characters). Inlined, so that
    /// the byte path tests its bytes without a call through a closure for each.
    @inline(__always)
    private static func typeNames<Unit: Equatable>(in units: [Unit], isNamePart: (Unit) -> Bool, dot: Unit, open: Unit, close: Unit,
                                                   metatypes: [[Unit]],
                                                   text: (ArraySlice<Unit>) -> String) -> [(name: String, path: String)] {
        var result: [(name: String, path: String)] = []
        // The path being read: where it starts, the last two names in it (start, end), and the
        // qualifier written before generic arguments that it continues (`List` of `List<Int>.Config`).
        var pathStart = -1
        var last = (start: -1, end: -1)
        var previous = (start: -1, end: -1)
        var genericQualifier: String?
        // Where a path that generic arguments interrupted goes on (the `.` after `>`), with its qualifier.
        var resumes: [Int: String] = [:]
        func endPath(emitting: Bool = true) {
            defer { (pathStart, last, previous, genericQualifier) = (-1, (-1, -1), (-1, -1), nil) }
            guard emitting, last.start >= 0 else { return }
            let lastUnits = units[last.start..<last.end]
            let isMetatype = metatypes.contains { lastUnits.elementsEqual($0) }
            if isMetatype, previous.start < 0, let genericQualifier {
                // `List<Int>.Type`: the metatype of the type before the arguments.
                let name = genericQualifier.split(separator: ".").last.map(String.init) ?? genericQualifier
                result.append((name, genericQualifier))
                return
            }
            let name = isMetatype && previous.start >= 0 ? previous : last
            let nameText = text(units[name.start..<name.end])
            var path = pathStart == name.start ? nameText : text(units[pathStart..<name.end])
            if let genericQualifier { path = genericQualifier + "." + path }
            result.append((nameText, path))
        }
        /// The index of the `close` that matches the `open` at `index`, if any.
        func matchingClose(from index: Int) -> Int? {
            var depth = 0
            var cursor = index
            while cursor < units.count {
                if units[cursor] == open { depth += 1 } else if units[cursor] == close { depth -= 1; if depth == 0 { return cursor } }
                cursor += 1
            }
            return nil
        }
        var index = 0
        while index < units.count {
            if isNamePart(units[index]) {
                let start = index
                while index < units.count, isNamePart(units[index]) { index += 1 }
                if pathStart < 0 {
                    pathStart = start
                    genericQualifier = resumes[start - 1]
                }
                (previous, last) = (last, (start, index))
                if index + 1 < units.count, units[index] == dot, isNamePart(units[index + 1]) {
                    // A name followed by `.` and another name goes on.
                    index += 1
                } else if index < units.count, units[index] == open, let end = matchingClose(from: index), end + 2 < units.count,
                          units[end + 1] == dot, isNamePart(units[end + 2]) {
                    // `List<Int>.Config`: `List` qualifies what follows the arguments, which are read as names of their own.
                    let qualifier = text(units[pathStart..<index])
                    resumes[end + 1] = genericQualifier.map { $0 + "." + qualifier } ?? qualifier
                    endPath(emitting: false)
                } else {
                    endPath()
                }
            } else {
                endPath()
                index += 1
            }
        }
        endPath()
        return result
    }

    /// Where `word` starts as a whole word from `start`, not counting a place where it only
    /// qualifies the name after it (`Cell` in `Cell.Style`), unless that is a metatype's `.Type`.
    static func wordOffset(_ word: String, in bytes: [UInt8], from start: Int, limit: Int) -> Int? {
        let needle = Array(word.utf8)
        let end = min(limit, bytes.count) - needle.count
        guard start <= end else { return nil }
        var index = start
        while index <= end {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle),
               index == 0 || !ModuleMap.isIdentifierByte(bytes[index - 1]),
               index + needle.count >= bytes.count || !ModuleMap.isIdentifierByte(bytes[index + needle.count]),
               !qualifiesNext(bytes, after: index + needle.count) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Whether the bytes at `offset` are `.` and a name other than `Type` or `Protocol`.
    private static func qualifiesNext(_ bytes: [UInt8], after offset: Int) -> Bool {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ".") else { return false }
        var end = offset + 1
        while end < bytes.count, ModuleMap.isIdentifierByte(bytes[end]) { end += 1 }
        let next = bytes[(offset + 1)..<end]
        return !metatypeBytes.contains { next.elementsEqual($0) }
    }

    private static func message(interactor: String, view: String) -> String {
        "interactor `\(interactor)` names view type `\(view)`; move what it needs into its Presentable protocol and call it on `presenter`"
    }
}

import RIBLintLexer
