import RIBLintLexer

/// What a declaration starts with, decided from the bytes of one word token.
enum DeclKeyword: UInt8 {
    case none
    case `import`, `class`, `struct`, `enum`, `protocol`, actor, `extension`
    case `func`, `init`, `deinit`, `subscript`, `var`, `let`, `case`, `typealias`, `associatedtype`
    case `operator`, `precedencegroup`, macro
}

/// The declaration parser: declarations with their signatures; bodies are skipped by brace
/// matching and kept as byte ranges.
struct DeclarationParser {
    var cursor: Cursor
    var diagnostics: [SyntaxDiagnostic] = []
    var imports: [ImportDecl] = []
    /// The `#if` branches enclosing the current position, outermost first.
    var ifConfig: [IfConfigBranch] = []
    /// Nesting of type bodies; capped so that hostile input cannot overflow the stack.
    var typeDepth = 0
    static let maxTypeDepth = 64

    init(cursor: Cursor) {
        self.cursor = cursor
    }

    mutating func diagnose(_ message: String, at offset: UInt32? = nil) {
        if diagnostics.count < 1000 {
            diagnostics.append(SyntaxDiagnostic(offset: offset ?? cursor.start, message: message))
        }
    }

    // MARK: declaration lists

    /// Parses declarations until the end of input or, inside a type body, the closing brace
    /// (which is left for the caller).
    mutating func parseDeclarationList(insideType: Bool, typeIndentation: Int = -1) -> [MemberDecl] {
        var members: [MemberDecl] = []
        let ifDepthOnEntry = ifConfig.count
        while !cursor.atEnd {
            let before = cursor.index
            if insideType && cursor.newlineBefore && startsTypeDeclaration()
                && indentation(of: cursor.start) <= typeIndentation {
                // A type declared no deeper than the enclosing type: its `}` is missing.
                diagnose("missing '}' before this declaration")
                restoreIfConfig(depth: ifDepthOnEntry)
                return members
            }
            switch cursor.kind {
            case .rightBrace:
                if insideType {
                    restoreIfConfig(depth: ifDepthOnEntry)
                    return members
                }
                diagnose("unmatched '}'")
                cursor.advance()
            case .semicolon:
                cursor.advance()
            case .poundIf, .poundElseif, .poundElse, .poundEndif:
                handleIfConfigDirective(minimumDepth: ifDepthOnEntry)
            case .poundSourceLocation:
                cursor.advance()
                if cursor.kind == .leftParen { cursor.skipBalanced() }
            case .pound:
                skipFreestandingMacro()
            default:
                if !parseDeclaration(into: &members) {
                    if insideType {
                        diagnose("expected a declaration")
                        recoverToDeclaration()
                    } else {
                        skipTopLevelStatement()
                    }
                }
            }
            if cursor.index == before && !cursor.atEnd { cursor.advance() }
        }
        if insideType { diagnose("expected '}' before end of file") }
        restoreIfConfig(depth: ifDepthOnEntry)
        return members
    }

    private mutating func restoreIfConfig(depth: Int) {
        if ifConfig.count > depth {
            diagnose("'#if' without '#endif'")
            ifConfig.removeSubrange(depth...)
        }
    }

    private mutating func handleIfConfigDirective(minimumDepth: Int) {
        let directive = cursor.kind
        let directiveOffset = cursor.start
        cursor.advance()
        var condition: String? = nil
        if directive == .poundIf || directive == .poundElseif {
            let from = cursor.index
            while !cursor.atEnd && !cursor.newlineBefore { cursor.advance() }
            condition = cursor.normalizedText(tokenRange: from..<cursor.index)
        }
        switch directive {
        case .poundIf:
            ifConfig.append(IfConfigBranch(condition: condition, index: 0))
        case .poundElseif, .poundElse:
            if ifConfig.count > minimumDepth, let last = ifConfig.popLast() {
                ifConfig.append(IfConfigBranch(condition: condition, index: last.index + 1))
            } else {
                diagnose("'\(directive == .poundElse ? "#else" : "#elseif")' without '#if'", at: directiveOffset)
            }
        default:
            if ifConfig.count > minimumDepth {
                ifConfig.removeLast()
            } else {
                diagnose("'#endif' without '#if'", at: directiveOffset)
            }
        }
    }

    /// `#warning("...")`, `#externalMacro(...)`, `#MyMacro { ... }` at declaration level.
    private mutating func skipFreestandingMacro() {
        cursor.advance()
        if cursor.isWordToken && !cursor.newlineBefore { cursor.advance() }
        if cursor.kind == .leftParen && !cursor.newlineBefore { cursor.skipBalanced() }
        if cursor.kind == .leftBrace && !cursor.newlineBefore { _ = cursor.skipBraces() }
    }

    /// Skips a statement of top-level code (scripts, `main.swift`).
    private mutating func skipTopLevelStatement() {
        _ = skipExpression(stopAtComma: false, stopBeforeObserverBlock: false)
        if cursor.kind == .rightParen || cursor.kind == .rightSquare { cursor.advance() }
    }

    /// After a member the parser cannot read: skip to the next line that starts a declaration,
    /// or to the closing brace of the type.
    private mutating func recoverToDeclaration() {
        var first = true
        while !cursor.atEnd {
            if !first && cursor.newlineBefore && startsDeclaration() { return }
            switch cursor.kind {
            case .rightBrace:
                return
            case .leftBrace, .leftParen, .leftSquare:
                cursor.skipBalanced()
            case .stringQuote, .multilineStringQuote, .rawStringDelimiter:
                let before = cursor.index
                cursor.skipStringLiteral()
                if cursor.index == before { cursor.advance() }
            default:
                cursor.advance()
            }
            first = false
        }
    }

    /// Whether the current token can begin a declaration (used for recovery and to end
    /// clauses that have no closing token).
    func startsDeclaration() -> Bool {
        switch cursor.kind {
        case .atSign, .poundIf, .poundElseif, .poundElse, .poundEndif, .rightBrace:
            return true
        case .identifier, .keyword:
            return declKeyword(at: 0) != .none || isModifier(at: 0)
        default:
            return false
        }
    }

    // MARK: keywords

    func declKeyword(at distance: Int) -> DeclKeyword {
        let token = cursor.peek(distance)
        guard Cursor.isWordKind(token.kind) else { return .none }
        let s = token.start, e = token.end
        switch e &- s {
        case 3:
            if cursor.matches(s, e, "var") { return .var }
            if cursor.matches(s, e, "let") { return .let }
        case 4:
            if cursor.matches(s, e, "func") { return .func }
            if cursor.matches(s, e, "init") { return .`init` }
            if cursor.matches(s, e, "enum") { return .enum }
            if cursor.matches(s, e, "case") { return .case }
        case 5:
            if cursor.matches(s, e, "class") { return .class }
            if cursor.matches(s, e, "actor") {
                // Contextual: `actor Foo`, not `actor.run()`.
                let next = cursor.peek(distance + 1)
                return Cursor.isWordKind(next.kind) ? .actor : .none
            }
            if cursor.matches(s, e, "macro") {
                let next = cursor.peek(distance + 1)
                return Cursor.isWordKind(next.kind) ? .macro : .none
            }
        case 6:
            if cursor.matches(s, e, "struct") { return .struct }
            if cursor.matches(s, e, "import") { return .import }
            if cursor.matches(s, e, "deinit") { return .deinit }
        case 8:
            if cursor.matches(s, e, "protocol") { return .protocol }
            if cursor.matches(s, e, "operator") { return .operator }
        case 9:
            if cursor.matches(s, e, "extension") { return .extension }
            if cursor.matches(s, e, "subscript") { return .subscript }
            if cursor.matches(s, e, "typealias") { return .typealias }
        case 14:
            if cursor.matches(s, e, "associatedtype") { return .associatedtype }
        case 15:
            if cursor.matches(s, e, "precedencegroup") { return .`precedencegroup` }
        default:
            break
        }
        return .none
    }

    /// Modifier bit of a word token, or `nil`. `class` and the contextual modifiers count only
    /// when another modifier or a declaration keyword follows.
    func modifier(at distance: Int) -> (Modifiers, takesArgument: Bool)? {
        let token = cursor.peek(distance)
        guard Cursor.isWordKind(token.kind) else { return nil }
        let s = token.start, e = token.end
        let result: Modifiers?
        var takesArgument = false
        switch e &- s {
        case 4:
            if cursor.matches(s, e, "weak") { result = .weak }
            else if cursor.matches(s, e, "lazy") { result = .lazy }
            else if cursor.matches(s, e, "open") { result = .open; takesArgument = true }
            else { result = nil }
        case 5:
            if cursor.matches(s, e, "final") { result = .final }
            else if cursor.matches(s, e, "class") { result = .class }
            else { result = nil }
        case 6:
            if cursor.matches(s, e, "static") { result = .static }
            else if cursor.matches(s, e, "public") { result = .public; takesArgument = true }
            else if cursor.matches(s, e, "prefix") || cursor.matches(s, e, "infix") { result = [] }
            else { result = nil }
        case 7:
            if cursor.matches(s, e, "private") { result = .private; takesArgument = true }
            else if cursor.matches(s, e, "unowned") { result = .unowned; takesArgument = true }
            else if cursor.matches(s, e, "dynamic") { result = .dynamic }
            else if cursor.matches(s, e, "postfix") || cursor.matches(s, e, "package") { result = []; takesArgument = true }
            else { result = nil }
        case 8:
            if cursor.matches(s, e, "override") { result = .override }
            else if cursor.matches(s, e, "internal") { result = .internal; takesArgument = true }
            else if cursor.matches(s, e, "mutating") { result = .mutating }
            else if cursor.matches(s, e, "required") { result = .required }
            else if cursor.matches(s, e, "optional") { result = .optional }
            else if cursor.matches(s, e, "indirect") { result = .indirect }
            else { result = nil }
        case 9:
            if cursor.matches(s, e, "borrowing") || cursor.matches(s, e, "consuming") { result = [] }
            else { result = nil }
        case 11:
            if cursor.matches(s, e, "fileprivate") { result = .fileprivate; takesArgument = true }
            else if cursor.matches(s, e, "convenience") { result = .convenience }
            else if cursor.matches(s, e, "nonisolated") { result = .nonisolated; takesArgument = true }
            else if cursor.matches(s, e, "nonmutating") { result = .nonmutating }
            else if cursor.matches(s, e, "distributed") { result = [] }
            else if cursor.matches(s, e, "__consuming") { result = [] }
            else { result = nil }
        default:
            result = nil
        }
        guard let modifier = result else { return nil }
        return (modifier, takesArgument)
    }

    /// A modifier followed (after its optional `(set)`-style argument) by another modifier,
    /// a declaration keyword or an attribute.
    func isModifier(at distance: Int) -> Bool {
        guard modifier(at: distance) != nil else { return false }
        var next = distance + 1
        if cursor.peek(next).kind == .leftParen {
            // `private(set)`, `unowned(unsafe)`, `nonisolated(unsafe)`: `(word)` exactly.
            guard Cursor.isWordKind(cursor.peek(next + 1).kind),
                  cursor.peek(next + 2).kind == .rightParen else { return false }
            next += 3
        }
        let following = cursor.peek(next)
        if following.kind == .atSign { return true }
        guard Cursor.isWordKind(following.kind) else { return false }
        if declKeyword(at: next) != .none { return true }
        return modifier(at: next) != nil
    }

    // MARK: declarations

    /// Parses one declaration (attributes, modifiers, keyword, ...). Returns false, consuming
    /// nothing, when the cursor is not at a declaration.
    mutating func parseDeclaration(into members: inout [MemberDecl]) -> Bool {
        let mark = cursor
        let declStart = cursor.start
        var attributes: [String] = []
        var attributeLoops = 0
        while cursor.kind == .atSign && attributeLoops < 64 {
            attributeLoops += 1
            attributes.append(cursor.parseAttribute())
        }
        var modifiers: Modifiers = []
        var modifierLoops = 0
        while modifierLoops < 32 && isModifier(at: 0) {
            modifierLoops += 1
            guard let (modifier, _) = self.modifier(at: 0) else { break }
            let isAccess = !modifier.intersection([.private, .fileprivate, .internal, .public, .open]).isEmpty
            cursor.advance()
            if cursor.kind == .leftParen && Cursor.isWordKind(cursor.peek(1).kind) && cursor.peek(2).kind == .rightParen {
                cursor.advance()
                if isAccess && cursor.isWord("set") {
                    // `private(set)` restricts the setter only; the getter keeps the other
                    // access modifier (or `internal`).
                    modifiers.insert(.restrictedSetter)
                    cursor.advance()
                    cursor.advance()
                    continue
                }
                if modifier == .unowned && cursor.isWord("unsafe") { modifiers.insert(.unownedUnsafe) }
                cursor.advance()
                cursor.advance()
            }
            modifiers.insert(modifier)
        }
        let keyword = declKeyword(at: 0)
        switch keyword {
        case .none:
            if attributes.isEmpty && modifiers.isEmpty {
                cursor = mark
                return false
            }
            diagnose("expected a declaration after attributes or modifiers")
            return true
        case .import:
            parseImport(attributes: attributes, start: declStart)
        case .class, .struct, .enum, .protocol, .actor, .extension:
            if let type = parseTypeDeclaration(keyword: keyword, attributes: attributes, modifiers: modifiers,
                                               start: declStart) {
                members.append(.type(type))
            }
        case .func, .`init`, .deinit, .subscript:
            members.append(.function(parseFunction(keyword: keyword, attributes: attributes,
                                                   modifiers: modifiers, start: declStart)))
        case .var, .let:
            parseProperties(attributes: attributes, modifiers: modifiers, start: declStart, into: &members)
        case .case:
            parseEnumCases(into: &members)
        case .typealias, .associatedtype:
            if let alias = parseTypeAlias(isAssociatedType: keyword == .associatedtype, modifiers: modifiers) {
                members.append(.typeAlias(alias))
            }
        case .operator, .`precedencegroup`, .macro:
            skipOtherDeclaration()
        }
        return true
    }

    private mutating func parseImport(attributes: [String], start: UInt32) {
        cursor.advance()
        // `import class Foo.Bar`, `import struct ...`
        if cursor.isWordToken && Cursor.isWordKind(cursor.peek(1).kind) && !cursor.peek(1).flags.contains(.newlineBefore) {
            cursor.advance()
        }
        var path: [UInt8] = []
        let offset = cursor.start
        var loops = 0
        while loops < 64 {
            loops += 1
            guard cursor.isWordToken || Cursor.isOperatorKind(cursor.kind) else { break }
            if loops > 1 && cursor.newlineBefore { break }
            cursor.appendCurrent(to: &path)
            cursor.advance()
            if cursor.kind == .period && !cursor.newlineBefore {
                path.append(0x2E)
                cursor.advance()
                continue
            }
            break
        }
        if path.isEmpty {
            diagnose("expected a module name after 'import'")
            return
        }
        imports.append(ImportDecl(path: String(decoding: path, as: UTF8.self), attributes: attributes, offset: offset))
    }

    private mutating func parseTypeDeclaration(keyword: DeclKeyword, attributes: [String], modifiers: Modifiers,
                                               start: UInt32) -> TypeDecl? {
        let kind: TypeKind
        switch keyword {
        case .class: kind = .class
        case .struct: kind = .struct
        case .enum: kind = .enum
        case .protocol: kind = .protocol
        case .actor: kind = .actor
        default: kind = .extension
        }
        cursor.advance()
        var name = Name("", offset: cursor.start)
        var extendedType: TypeRef? = nil
        if kind == .extension {
            if let type = cursor.parseType() {
                extendedType = type
                name = Name(type.name.isEmpty ? type.text : type.name, offset: type.offset)
            } else {
                diagnose("expected a type name after 'extension'")
            }
        } else if cursor.isWordToken {
            name = cursor.currentName()
            cursor.advance()
        } else {
            diagnose("expected a name after '\(kind.rawValue)'")
        }
        var genericParameters: [String] = []
        if kind != .extension && cursor.operatorStarts(with: 0x3C) {
            genericParameters = parseGenericParameters()
            if kind == .protocol { genericParameters = [] }  // primary associated types
        }
        var inherited: [TypeRef] = []
        if cursor.kind == .colon {
            cursor.advance()
            inherited = parseInheritance()
        }
        var whereClause: String? = nil
        if cursor.isWord("where") {
            whereClause = parseWhereClause()
        }
        let type = TypeDecl(kind: kind, name: name, extendedType: extendedType, genericParameters: genericParameters,
                            inheritedTypes: inherited, whereClause: whereClause, modifiers: modifiers,
                            attributes: attributes, range: SourceRange(start, cursor.previousEnd),
                            bodyRange: SourceRange(cursor.previousEnd, cursor.previousEnd), ifConfig: ifConfig)
        guard cursor.kind == .leftBrace else {
            diagnose("expected '{' in \(kind.rawValue) declaration")
            return type
        }
        let bodyStart = cursor.start
        if typeDepth >= DeclarationParser.maxTypeDepth {
            diagnose("types nested too deeply")
            // Unclosed, it runs to the last token of the file, like the types around it.
            let end = cursor.skipBraces() ?? cursor.previousEnd
            type.bodyRange = SourceRange(bodyStart, end)
            type.range = SourceRange(start, end)
            return type
        }
        cursor.advance()
        typeDepth += 1
        type.members = parseDeclarationList(insideType: true, typeIndentation: indentation(of: start))
        typeDepth -= 1
        if cursor.kind == .rightBrace {
            cursor.advance()
        }
        type.bodyRange = SourceRange(bodyStart, cursor.previousEnd)
        type.range = SourceRange(start, cursor.previousEnd)
        return type
    }

    /// `<T, U: Equatable, each V>`; returns the parameter names.
    mutating func parseGenericParameters() -> [String] {
        var names: [String] = []
        cursor.advanceOneByte()  // <
        var expectName = true
        var depth = 1
        var loops = 0
        while !cursor.atEnd && loops < 512 {
            loops += 1
            switch cursor.kind {
            case .leftBrace, .rightBrace, .semicolon:
                return names
            case .comma:
                if depth == 1 { expectName = true }
                cursor.advance()
                continue
            case .leftParen, .leftSquare:
                cursor.skipBalanced()
                continue
            default:
                break
            }
            if cursor.operatorStarts(with: 0x3E) {
                depth -= 1
                cursor.advanceOneByte()
                if depth == 0 { return names }
                continue
            }
            if cursor.operatorStarts(with: 0x3C) {
                depth += 1
                cursor.advanceOneByte()
                continue
            }
            if expectName && depth == 1 && cursor.isWordToken && !cursor.isWord("each") && !cursor.isWord("let") {
                names.append(cursor.currentText())
                expectName = false
            }
            cursor.advance()
        }
        return names
    }

    /// The types after `:` up to `where` or `{`.
    mutating func parseInheritance() -> [TypeRef] {
        var types: [TypeRef] = []
        var loops = 0
        while loops < 256 && !cursor.atEnd {
            loops += 1
            if cursor.kind == .leftBrace || cursor.isWord("where") || cursor.isEqualSign { break }
            if cursor.kind == .comma {
                cursor.advance()
                continue
            }
            if cursor.newlineBefore && !types.isEmpty && startsDeclaration() { break }
            if let type = cursor.parseType() {
                types.append(type)
            } else {
                diagnose("expected a type in the inheritance clause")
                break
            }
        }
        return types
    }

    /// The text of a `where` clause (the cursor is on `where`), up to `{` or the next declaration.
    mutating func parseWhereClause() -> String {
        cursor.advance()
        let from = cursor.index
        var loops = 0
        while !cursor.atEnd && loops < 4096 {
            loops += 1
            if cursor.kind == .leftBrace || cursor.kind == .rightBrace || cursor.kind == .semicolon { break }
            if cursor.newlineBefore && cursor.index > from && startsDeclaration() { break }
            if cursor.kind == .leftParen || cursor.kind == .leftSquare {
                cursor.skipBalanced()
            } else {
                cursor.advance()
            }
        }
        return cursor.normalizedText(tokenRange: from..<cursor.index)
    }

    private mutating func parseFunction(keyword: DeclKeyword, attributes: [String], modifiers: Modifiers,
                                        start: UInt32) -> FunctionDecl {
        let kind: FunctionDecl.Kind
        switch keyword {
        case .`init`: kind = .initializer
        case .deinit: kind = .deinitializer
        case .subscript: kind = .subscript
        default: kind = .function
        }
        var name = cursor.currentName()
        cursor.advance()
        var failability: String? = nil
        if kind == .function {
            if cursor.isWordToken || Cursor.isOperatorKind(cursor.kind) || cursor.kind == .exclamationMark {
                name = cursor.currentName()
                cursor.advance()
            } else {
                diagnose("expected a function name")
            }
        } else if kind == .initializer && !cursor.spaceBefore {
            if cursor.kind == .postfixQuestionMark || cursor.isOperator("?") {
                failability = "?"
                cursor.advance()
            } else if cursor.kind == .exclamationMark || cursor.isOperator("!") {
                failability = "!"
                cursor.advance()
            }
        }
        var genericParameters: [String] = []
        if cursor.operatorStarts(with: 0x3C) && cursor.end &- cursor.start == 1 {
            genericParameters = parseGenericParameters()
        }
        var parameters: [Parameter] = []
        if cursor.kind == .leftParen {
            parameters = parseParameters(style: kind == .subscript ? .subscript : .function)
        } else if kind != .deinitializer {
            diagnose("expected a parameter list")
        }
        var effects: [String] = []
        var loops = 0
        while loops < 8 {
            loops += 1
            if cursor.isWord("async") || cursor.isWord("throws") || cursor.isWord("rethrows") || cursor.isWord("reasync") {
                var effect = cursor.currentText()
                cursor.advance()
                if cursor.kind == .leftParen && !cursor.spaceBefore && effect == "throws" {
                    let from = cursor.index
                    cursor.skipBalanced()
                    effect += cursor.normalizedText(tokenRange: from..<cursor.index)
                }
                effects.append(effect)
                continue
            }
            break
        }
        var returnType: TypeRef? = nil
        if cursor.kind == .arrow {
            cursor.advance()
            returnType = cursor.parseType()
            if returnType == nil { diagnose("expected a return type") }
        }
        if cursor.isWord("where") {
            _ = parseWhereClause()
        }
        var body: SourceRange? = nil
        var traits: BodyTraits = []
        if cursor.kind == .leftBrace {
            let bodyStart = cursor.start
            switch skipFunctionBody(declarationIndentation: indentation(of: start), traits: &traits) {
            case .closed(let end):
                body = SourceRange(bodyStart, end)
            case .endedAtDeclaration:
                diagnose("missing '}' at the end of this body", at: bodyStart)
                body = SourceRange(bodyStart, cursor.previousEnd)
            case .endOfFile:
                diagnose("unterminated body", at: bodyStart)
                body = SourceRange(bodyStart, cursor.start)
            }
        }
        return FunctionDecl(kind: kind, name: name, genericParameters: genericParameters, parameters: parameters,
                            returnType: returnType, modifiers: modifiers, attributes: attributes,
                            effects: effects, body: body, bodyTraits: traits, range: SourceRange(start, cursor.previousEnd),
                            ifConfig: ifConfig, failability: failability)
    }

    /// What the tokens `first..<end` show (an accessor block the cursor has just passed over).
    func bodyTraits(from first: Int, to end: Int) -> BodyTraits {
        var traits: BodyTraits = []
        let end = Swift.min(end, cursor.tokens.count)
        var i = first
        while i < end {
            let kind = cursor.tokens[i].kind
            if kind == .keyword || kind == .identifier || kind == .equal || kind == .binaryOperator {
                noteTrait(of: cursor.tokens[i], at: i, end: end, into: &traits)
            }
            i += 1
        }
        return traits
    }

    /// Columns (in bytes) of indentation before the line holding `offset`.
    func indentation(of offset: UInt32) -> Int {
        var lineStart = Int(Swift.min(offset, UInt32(cursor.bytes.count)))
        while lineStart > 0 {
            let byte = cursor.bytes[lineStart - 1]
            if byte == 0x0A || byte == 0x0D { break }
            lineStart -= 1
        }
        var column = 0
        while lineStart + column < cursor.bytes.count {
            let byte = cursor.bytes[lineStart + column]
            guard byte == 0x20 || byte == 0x09 else { break }
            column += 1
        }
        return column
    }

    /// Attributes and modifiers, then `class`/`struct`/`enum`/`protocol`/`extension`/`actor`.
    func startsTypeDeclaration() -> Bool {
        var distance = 0
        while distance < 16 {
            let token = cursor.peek(distance)
            if token.kind == .atSign {
                distance += 2
                if cursor.peek(distance).kind == .leftParen { return false }
                continue
            }
            switch declKeyword(at: distance) {
            case .class:
                if isModifier(at: distance) { return false }
                return true
            case .struct, .enum, .protocol, .extension, .actor:
                return true
            case .none:
                guard modifier(at: distance) != nil else { return false }
                distance += 1
                if cursor.peek(distance).kind == .leftParen { distance += 3 }
            default:
                return false
            }
        }
        return false
    }

    enum BodyEnd { case closed(UInt32), endedAtDeclaration, endOfFile }

    /// Skips a function body by brace matching. A body missing its `}` would swallow the rest
    /// of the file; so a line that starts a member declaration (`func`, `init`, `var` with an
    /// access modifier, a type, ...) indented no deeper than the function itself ends the body
    /// early. Nested functions and types inside a body are indented deeper and do not.
    /// Passes over a body by its braces, noting its `traits` on the way (one loop over the
    /// tokens, not a second pass).
    mutating func skipFunctionBody(declarationIndentation: Int, traits: inout BodyTraits) -> BodyEnd {
        var depth = 0
        let last = cursor.lastIndex
        var i = cursor.index
        var found: BodyTraits = []
        defer { traits = found }
        while i < last {
            let token = cursor.tokens[i]
            if token.kind == .leftBrace {
                depth += 1
            } else if token.kind == .rightBrace {
                depth -= 1
                if depth == 0 {
                    cursor.moveTo(i)
                    cursor.advance()
                    return .closed(token.end)
                }
            } else {
                if token.kind == .keyword || token.kind == .identifier || token.kind == .equal || token.kind == .binaryOperator {
                    noteTrait(of: token, at: i, end: last, into: &found)
                }
                if depth >= 1 && token.flags.contains(.newlineBefore) && Cursor.isWordKind(token.kind) {
                    cursor.moveTo(i)
                    if isMemberStartKeyword() && indentation(of: token.start) <= declarationIndentation {
                        return .endedAtDeclaration
                    }
                }
            }
            i += 1
        }
        cursor.moveTo(last)
        return .endOfFile
    }

    /// The trait one token of a body shows, if any (see `BodyTraits`). Words are told apart by
    /// their length and first bytes before any comparison of the whole.
    @inline(__always)
    private func noteTrait(of token: Token, at index: Int, end: Int, into traits: inout BodyTraits) {
        let length = token.end &- token.start
        switch token.kind {
        case .keyword:
            if length == 4 && cursor.bytes[Int(token.start)] == UInt8(ascii: "s") && cursor.matches(token.start, token.end, "self") {
                traits.insert(.namesSelf)
            }
        case .identifier:
            guard length == 6 || length == 11 else { return }
            let first = cursor.bytes[Int(token.start)]
            if (first == UInt8(ascii: "a") && cursor.matches(token.start, token.end, "append"))
                || (first == UInt8(ascii: "i") && cursor.matches(token.start, token.end, "insert"))
                || (first == UInt8(ascii: "u") && cursor.matches(token.start, token.end, "updateValue")) {
                traits.insert(.namesCollectionAdder)
            }
        default:
            // `=`, or an operator ending in `=` (`+=`, `??=`), then any `(`, then `{` or `[`.
            guard token.kind == .equal || cursor.bytes[Int(token.end) - 1] == UInt8(ascii: "=") else { return }
            var next = index + 1
            while next < end && cursor.tokens[next].kind == .leftParen { next += 1 }
            if next < end && (cursor.tokens[next].kind == .leftBrace || cursor.tokens[next].kind == .leftSquare) {
                traits.insert(.assignsBracketedValue)
            }
        }
    }

    /// Words that start a member declaration and cannot start a statement in a body.
    private func isMemberStartKeyword() -> Bool {
        switch declKeyword(at: 0) {
        case .func, .`init`, .deinit, .subscript, .class, .struct, .enum, .protocol, .extension, .typealias:
            return true
        default:
            guard let (modifier, _) = modifier(at: 0) else { return false }
            return !modifier.intersection([.private, .fileprivate, .public, .open, .internal, .override, .static]).isEmpty
                && isModifier(at: 0)
        }
    }

    enum ParameterStyle { case function, `subscript`, enumCase }

    /// How many parameters the list whose `(` the cursor is on holds at most: its commas outside
    /// nested brackets, plus one (a comma between generic arguments counts too). The array is then
    /// made once, near its size, instead of grown from empty: a growth for every second function,
    /// measured, and room left unused in the grown arrays. A list longer than the look-ahead only
    /// grows as before.
    private func parameterCapacity() -> Int {
        var depth = 0
        var commas = 0
        for distance in 1..<256 {
            switch cursor.peek(distance).kind {
            case .leftParen, .leftSquare, .leftBrace:
                depth += 1
            case .rightParen, .rightSquare, .rightBrace:
                if depth == 0 { return distance == 1 ? 0 : commas + 1 }
                depth -= 1
            case .comma where depth == 0:
                commas += 1
            case .endOfFile:
                return commas + 1
            default:
                break
            }
        }
        return commas + 1
    }

    /// `(label name: Type = default, ...)`; the cursor is on `(`.
    mutating func parseParameters(style: ParameterStyle) -> [Parameter] {
        var parameters: [Parameter] = []
        let capacity = parameterCapacity()
        if capacity > 0 { parameters.reserveCapacity(capacity) }
        cursor.advance()
        var loops = 0
        while !cursor.atEnd && cursor.kind != .rightParen && loops < 1024 {
            loops += 1
            let itemStart = cursor.index
            var attributeLoops = 0
            while cursor.kind == .atSign && attributeLoops < 16 {
                attributeLoops += 1
                _ = cursor.parseAttribute()
            }
            var first: String? = nil
            var second: String? = nil
            if cursor.isWordToken && cursor.peek(1).kind == .colon {
                first = cursor.currentText()
                cursor.advance()
                cursor.advance()
            } else if cursor.isWordToken && Cursor.isWordKind(cursor.peek(1).kind) && cursor.peek(2).kind == .colon {
                first = cursor.currentText()
                cursor.advance()
                second = cursor.currentText()
                cursor.advance()
                cursor.advance()
            }
            let type = cursor.parseType()
            var defaultValue: SourceRange?
            if cursor.isEqualSign {
                cursor.advance()
                let start = cursor.start
                let end = skipExpression(stopAtComma: true, stopBeforeObserverBlock: false, ignoreNewlines: true)
                defaultValue = SourceRange(start, Swift.max(start, end))
            }
            // Recover to the next `,` or `)`.
            while !cursor.atEnd && cursor.kind != .comma && cursor.kind != .rightParen {
                if cursor.kind == .rightBrace || cursor.kind == .leftBrace { break }
                if cursor.kind == .leftParen || cursor.kind == .leftSquare { cursor.skipBalanced() } else { cursor.advance() }
            }
            if first != nil || type != nil {
                let label: String?
                let name: String
                if let second, let first {
                    label = first == "_" ? nil : first
                    name = second
                } else if let first {
                    label = (style == .subscript || first == "_") ? nil : first
                    name = first
                } else {
                    label = nil
                    name = ""
                }
                parameters.append(Parameter(label: label, name: name, type: type, defaultValue: defaultValue) { [cursor] label, name in
                    var joined: [UInt8] = []
                    joined.reserveCapacity(label.utf8.count + 1 + name.utf8.count)
                    joined += label.utf8
                    joined.append(UInt8(ascii: " "))
                    joined += name.utf8
                    return cursor.text(joined)
                })
            }
            if cursor.kind == .comma {
                cursor.advance()
            } else if cursor.kind != .rightParen {
                if cursor.index == itemStart { break }
                if cursor.kind == .leftBrace || cursor.kind == .rightBrace { break }
            }
        }
        if cursor.kind == .rightParen {
            cursor.advance()
        } else {
            diagnose("expected ')' to close the parameter list")
        }
        return parameters
    }

    private mutating func parseProperties(attributes: [String], modifiers: Modifiers, start: UInt32,
                                          into members: inout [MemberDecl]) {
        let isLet = cursor.isWord("let")
        cursor.advance()
        var loops = 0
        while loops < 256 {
            loops += 1
            // One name (`var a`), or the names of a tuple pattern (`let (a, b)`), which get no
            // type: `TypeRef` keeps no tuple elements. The single name, by far the most common,
            // allocates no array.
            var single: Name?
            var tupleNames: [Name] = []
            if cursor.isWordToken {
                single = cursor.currentName()
                cursor.advance()
            } else if cursor.kind == .leftParen {
                tupleNames = cursor.parseTuplePatternNames()
            } else {
                diagnose("expected a pattern after '\(isLet ? "let" : "var")'")
                return
            }
            var type: TypeRef? = nil
            if cursor.kind == .colon {
                cursor.advance()
                type = cursor.parseType()
            }
            var initializer: SourceRange? = nil
            if cursor.isEqualSign {
                cursor.advance()
                let initStart = cursor.start
                let end = skipExpression(stopAtComma: true, stopBeforeObserverBlock: true)
                initializer = SourceRange(initStart, end)
            }
            var accessorBlock: SourceRange? = nil
            var accessors: [String] = []
            var isComputed = false
            var accessorTraits: BodyTraits = []
            if cursor.kind == .leftBrace && (initializer == nil || isObserverBlock()) {
                let blockStart = cursor.start
                let firstToken = cursor.index
                (accessors, isComputed) = scanAccessorBlock()
                accessorBlock = SourceRange(blockStart, cursor.previousEnd)
                accessorTraits = bodyTraits(from: firstToken, to: cursor.index)
            }
            func append(_ name: Name, _ type: TypeRef?) {
                members.append(.property(PropertyDecl(name: name, isLet: isLet, type: type, modifiers: modifiers,
                                                      attributes: attributes, initializer: initializer,
                                                      accessorBlock: accessorBlock, accessorTraits: accessorTraits,
                                                      isComputed: isComputed,
                                                      range: SourceRange(start, cursor.previousEnd), ifConfig: ifConfig,
                                                      accessors: accessors)))
            }
            if let single {
                append(single, type)
            } else {
                for name in tupleNames { append(name, nil) }
            }
            if cursor.kind == .comma {
                cursor.advance()
                continue
            }
            return
        }
    }

    static let accessorNames: [StaticString] = [
        "get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify", "init", "unsafeAddress",
        "unsafeMutableAddress",
    ]

    private func isAccessorName(at distance: Int) -> Bool {
        Self.accessorNames.contains { cursor.isWord(at: distance, $0) }
    }

    /// `{ willSet`/`{ didSet` right after an initializer: observers, not a trailing closure.
    func isObserverBlock() -> Bool {
        var distance = 1
        while cursor.peek(distance).kind == .atSign && distance < 16 { distance += 2 }
        return cursor.isWord(at: distance, "willSet") || cursor.isWord(at: distance, "didSet")
    }

    /// Skips an accessor block (the cursor is on `{`) and reports its accessors and whether
    /// it has a getter with a body. Decision: `{ get }` / `{ get set }` without bodies is a
    /// protocol requirement, not a computed property; observers alone keep a property stored.
    private mutating func scanAccessorBlock() -> (accessors: [String], isComputed: Bool) {
        var distance = 1
        while distance < 32 {
            let token = cursor.peek(distance)
            if token.kind == .atSign { distance += 2; continue }
            if cursor.isWord(at: distance, "mutating") || cursor.isWord(at: distance, "nonmutating")
                || cursor.isWord(at: distance, "__consuming") || cursor.isWord(at: distance, "borrowing")
                || cursor.isWord(at: distance, "consuming") {
                distance += 1
                continue
            }
            break
        }
        guard isAccessorName(at: distance) else {
            // An implicit getter: `var x: Int { value * 2 }`.
            if cursor.skipBraces() == nil { diagnose("unterminated accessor block") }
            return (["get"], true)
        }
        var accessors: [String] = []
        var isComputed = false
        var depth = 0
        var current: String? = nil
        while !cursor.atEnd {
            switch cursor.kind {
            case .leftBrace:
                depth += 1
                if depth == 2, let name = current, name == "get" || name == "_read" || name == "read"
                    || name == "unsafeAddress" {
                    isComputed = true
                }
            case .rightBrace:
                depth -= 1
                if depth == 0 {
                    cursor.advance()
                    return (accessors, isComputed)
                }
            case .identifier, .keyword:
                if depth == 1 && isAccessorName(at: 0) {
                    let name = cursor.currentText()
                    accessors.append(name)
                    current = name
                }
            default:
                break
            }
            cursor.advance()
        }
        diagnose("unterminated accessor block")
        return (accessors, isComputed)
    }

    private mutating func parseEnumCases(into members: inout [MemberDecl]) {
        cursor.advance()
        var loops = 0
        while loops < 1024 && cursor.isWordToken {
            loops += 1
            let name = cursor.currentName()
            cursor.advance()
            var associatedValues: [Parameter] = []
            if cursor.kind == .leftParen {
                associatedValues = parseParameters(style: .enumCase)
            }
            if cursor.isEqualSign {
                cursor.advance()
                _ = skipExpression(stopAtComma: true, stopBeforeObserverBlock: false)
            }
            members.append(.enumCase(EnumCaseDecl(name: name, associatedValues: associatedValues, ifConfig: ifConfig)))
            guard cursor.kind == .comma else { return }
            cursor.advance()
        }
    }

    private mutating func parseTypeAlias(isAssociatedType: Bool, modifiers: Modifiers) -> TypeAliasDecl? {
        cursor.advance()
        guard cursor.isWordToken else {
            diagnose("expected a name")
            return nil
        }
        let name = cursor.currentName()
        cursor.advance()
        if cursor.operatorStarts(with: 0x3C) && cursor.end &- cursor.start == 1 { _ = parseGenericParameters() }
        var inherited: [TypeRef] = []
        if cursor.kind == .colon {
            cursor.advance()
            inherited = parseInheritance()
        }
        var type: TypeRef? = nil
        if cursor.isEqualSign {
            cursor.advance()
            type = cursor.parseType()
        }
        if cursor.isWord("where") { _ = parseWhereClause() }
        var alias = TypeAliasDecl(name: name, type: type, isAssociatedType: isAssociatedType, modifiers: modifiers,
                                  ifConfig: ifConfig)
        alias.inheritedTypes = inherited
        return alias
    }

    /// `infix operator <*> : Group`, `precedencegroup G { ... }`, `macro m() = ...`.
    private mutating func skipOtherDeclaration() {
        cursor.advance()
        while !cursor.atEnd {
            if cursor.newlineBefore && startsDeclaration() { return }
            if cursor.kind == .rightBrace || cursor.kind == .semicolon { return }
            if cursor.kind == .leftBrace || cursor.kind == .leftParen || cursor.kind == .leftSquare {
                cursor.skipBalanced()
            } else if cursor.isStringStart {
                let before = cursor.index
                cursor.skipStringLiteral()
                if cursor.index == before { cursor.advance() }
            } else {
                cursor.advance()
            }
        }
    }

    // MARK: expressions (skipped)

    /// Skips an expression and returns the end offset of its last token. Stops before a `,`
    /// (when asked), `;`, an unmatched closing bracket, `#if`, or a token on a new line that
    /// cannot continue the expression (Swift's rule: a line starting with `.member` or a
    /// binary operator continues it).
    mutating func skipExpression(stopAtComma: Bool, stopBeforeObserverBlock: Bool, ignoreNewlines: Bool = false) -> UInt32 {
        var depth = 0
        // Generic argument lists in expressions (`ConduitList<Output, Failure>.empty`): their
        // commas do not end the expression. A `<` or `>` glued to its left operand counts.
        var angleDepth = 0
        var consumed = false
        var lastEnd = cursor.start
        while !cursor.atEnd {
            let kind = cursor.kind
            if (kind == .binaryOperator || kind == .postfixOperator) && !cursor.spaceBefore {
                let first = cursor.byte(at: cursor.start)
                if first == 0x3C && cursor.end &- cursor.start == 1 && !cursor.peek(1).flags.contains(.spaceBefore) {
                    angleDepth += 1
                } else if first == 0x3E && angleDepth > 0 {
                    var offset = cursor.start
                    while offset < cursor.end && cursor.byte(at: offset) == 0x3E && angleDepth > 0 {
                        angleDepth -= 1
                        offset &+= 1
                    }
                }
            }
            if depth == 0 {
                if consumed && !ignoreNewlines && cursor.newlineBefore
                    && !Self.continuesExpression(kind, cursor: cursor) && !Self.expectsOperand(cursor.previousKind) {
                    break
                }
                switch kind {
                case .comma:
                    if stopAtComma && angleDepth == 0 { return lastEnd }
                case .semicolon, .rightParen, .rightSquare, .rightBrace, .poundIf, .poundElse, .poundElseif, .poundEndif:
                    return lastEnd
                case .leftBrace:
                    if stopBeforeObserverBlock && isObserverBlock() { return lastEnd }
                default:
                    break
                }
            }
            if cursor.isStringStart {
                cursor.skipStringLiteral()
                lastEnd = cursor.previousEnd
                consumed = true
                continue
            }
            switch kind {
            case .leftParen, .leftSquare, .leftBrace:
                depth += 1
            case .rightParen, .rightSquare, .rightBrace:
                depth -= 1
            default:
                break
            }
            lastEnd = cursor.end
            consumed = true
            cursor.advance()
        }
        return lastEnd
    }

    static func continuesExpression(_ kind: TokenKind, cursor: Cursor) -> Bool {
        switch kind {
        case .period, .binaryOperator, .infixQuestionMark, .arrow, .equal:
            return true
        case .keyword, .identifier:
            return cursor.isWord("as") || cursor.isWord("is")
        default:
            return false
        }
    }

    static func expectsOperand(_ previous: TokenKind) -> Bool {
        switch previous {
        case .binaryOperator, .prefixOperator, .infixQuestionMark, .equal, .arrow, .period, .comma, .colon,
             .prefixAmpersand:
            return true
        default:
            return false
        }
    }
}
