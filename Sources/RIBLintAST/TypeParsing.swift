import RIBLintLexer

/// Types, attributes and normalised token text, shared by the declaration and body parsers.
///
/// `TypeRef.text` is rebuilt from the tokens in one canonical spelling, whatever the input's
/// spacing: no spaces inside `<...>`, `(`, `[`, before `?`/`!`/`,`/`:`; one space after `,`
/// and `:`; spaces around `->` and `&`. So `PresentableInteractor< FooPresentable >` and
/// `PresentableInteractor<FooPresentable>` give the same text, and `[String:Int]` reads
/// `[String: Int]`.
extension Cursor {
    private static let maxTypeDepth = 48

    /// Parses a type at the cursor, or returns `nil` (consuming nothing) when none starts here.
    mutating func parseType(depth: Int = 0) -> TypeRef? {
        guard depth < Cursor.maxTypeDepth else { return nil }
        let offset = start
        if let simple = parseSingleWordType() { return simple }
        if let optional = parseOptionalWordType() { return optional }
        var text: [UInt8] = []
        text.reserveCapacity(32)
        guard var info = parseComposition(into: &text, depth: depth) else { return nil }
        if info.name.isEmpty == false && info.isNominal == false { info.name = "" }
        let spelling = info.arguments.isEmpty
            ? text.withUnsafeBufferPointer { names.spelling($0, name: info.name, isOptional: info.isOptional) }
            : TypeSpelling(text: self.text(text), name: info.name, genericArguments: info.arguments, isOptional: info.isOptional)
        return TypeRef(spelling: spelling, offset: offset)
    }

    /// The common case, `Int` or `FooListener` followed by nothing that belongs to the type:
    /// one String, no intermediate buffers.
    private mutating func parseSingleWordType() -> TypeRef? {
        guard split == 0, Cursor.isWordKind(kind) else { return nil }
        let next = peek(1)
        switch next.kind {
        case .period, .postfixQuestionMark, .exclamationMark, .atSign, .leftParen, .leftSquare:
            return nil
        case .identifier, .keyword:
            if Cursor.typeSpecifiers.contains(where: { isWord($0) }) { return nil }
        case .binaryOperator, .prefixOperator, .postfixOperator:
            return nil
        default:
            break
        }
        let token = tokens[index]
        if byte(at: token.start) == 0x60 { return nil }  // backticks: the general path strips them
        if matches(token.start, token.end, "some") || matches(token.start, token.end, "any")
            || matches(token.start, token.end, "Optional") {
            return nil
        }
        let spelling = names.spelling(slice(token.start, token.end), name: nil, isOptional: false)
        advance()
        return TypeRef(spelling: spelling, offset: token.start)
    }

    /// The next most common case, `FooListener?` or `Foo!` and nothing more: its text is the
    /// source's bytes as they stand, so one name and one spelling, and none of the general path's
    /// buffers (an eighth of parsing types, 0.8 % of a complete run on the 600-RIB app). Anything
    /// longer (`Foo??`, `Foo?.Type`, `Foo? & Bar`, `` `Foo`? ``) takes the general path.
    private mutating func parseOptionalWordType() -> TypeRef? {
        guard split == 0, Cursor.isWordKind(kind) else { return nil }
        let word = tokens[index]
        let mark = peek(1)
        // A specifier (`some`, `inout`) before a mark is a plain name on the general path too.
        guard mark.kind == .postfixQuestionMark || mark.kind == .exclamationMark,
              mark.start == word.end, mark.end &- mark.start == 1, byte(at: word.start) != 0x60 else {
            return nil
        }
        let saved = self
        let name = currentText()
        advance()
        advance()
        // What the general path would take after the mark: another postfix, a composition.
        if ((kind == .postfixQuestionMark || operatorStarts(with: 0x3F)) && !spaceBefore)
            || ((kind == .exclamationMark || operatorStarts(with: 0x21)) && !spaceBefore)
            || kind == .period || isOperator("...") || isOperator("&") {
            self = saved
            return nil
        }
        return TypeRef(spelling: names.spelling(slice(word.start, mark.end), name: name, isOptional: true), offset: word.start)
    }

    private struct TypeInfo {
        var name: String = ""
        var arguments: [TypeRef] = []
        var isOptional = false
        var isNominal = false
    }

    private mutating func parseComposition(into text: inout [UInt8], depth: Int) -> TypeInfo? {
        guard var info = parseSimpleType(into: &text, depth: depth) else { return nil }
        var guardCount = 0
        while isOperator("&") && guardCount < 64 {
            guardCount += 1
            let mark = self
            let textCount = text.count
            advance()
            appendASCII(" & ", to: &text)
            if parseSimpleType(into: &text, depth: depth + 1) == nil {
                self = mark
                text.removeSubrange(textCount...)
                break
            }
            info = TypeInfo()
        }
        return info
    }

    static let typeSpecifiers: [StaticString] = [
        "inout", "some", "any", "borrowing", "consuming", "sending", "__owned", "__shared", "each", "repeat",
        "isolated", "__isolated",
    ]

    private mutating func parseSimpleType(into text: inout [UInt8], depth: Int) -> TypeInfo? {
        guard depth < Cursor.maxTypeDepth else { return nil }
        // Attributes and specifiers: `@escaping`, `@Sendable`, `some`, `any`, `inout`.
        var loops = 0
        while loops < 16 {
            loops += 1
            if kind == .atSign, Cursor.isWordKind(peek(1).kind) {
                let attribute = parseAttribute()
                text.append(contentsOf: attribute.utf8)
                text.append(0x20)
                continue
            }
            if isWordToken, Cursor.typeSpecifiers.contains(where: { isWord($0) }) {
                let next = peek(1)
                if Cursor.isWordKind(next.kind) || next.kind == .leftParen || next.kind == .leftSquare
                    || next.kind == .atSign {
                    appendCurrent(to: &text)
                    text.append(0x20)
                    advance()
                    continue
                }
            }
            break
        }
        var info: TypeInfo
        if operatorStarts(with: 0x7E) {  // `~Copyable`
            appendASCII("~", to: &text)
            advanceOneByte()
            guard var inner = parseSimpleType(into: &text, depth: depth + 1) else { return nil }
            inner.name = "~" + inner.name
            return inner
        }
        switch kind {
        case .leftParen:
            info = parseTupleOrFunctionType(into: &text, depth: depth)
        case .leftSquare:
            advance()
            text.append(0x5B)
            if let element = parseType(depth: depth + 1) {
                text.append(contentsOf: element.text.utf8)
            }
            if kind == .colon {
                advance()
                appendASCII(": ", to: &text)
                if let value = parseType(depth: depth + 1) { text.append(contentsOf: value.text.utf8) }
            }
            if kind == .rightSquare { advance() }
            text.append(0x5D)
            info = TypeInfo()
        case .identifier, .keyword:
            guard split == 0 else { return nil }
            info = parseNominalType(into: &text, depth: depth)
        default:
            return nil
        }
        // Postfix: `?`, `!`, `...`, `.Type`, `.Protocol`.
        loops = 0
        while loops < 32 {
            loops += 1
            if (kind == .postfixQuestionMark || operatorStarts(with: 0x3F)) && !spaceBefore {
                text.append(0x3F)
                info.isOptional = true
                advanceOneByte()
            } else if (kind == .exclamationMark || operatorStarts(with: 0x21)) && !spaceBefore {
                text.append(0x21)
                info.isOptional = true
                advanceOneByte()
            } else if isOperator("...") {
                appendASCII("...", to: &text)
                advance()
            } else if kind == .period && (isWord(at: 1, "Type") || isWord(at: 1, "Protocol")) {
                advance()
                text.append(0x2E)
                appendCurrent(to: &text)
                advance()
                info.isNominal = false
            } else {
                break
            }
        }
        return info
    }

    private mutating func parseNominalType(into text: inout [UInt8], depth: Int) -> TypeInfo {
        var info = TypeInfo()
        info.isNominal = true
        var components: [String] = []
        var loops = 0
        while loops < 64 {
            loops += 1
            let component = currentText()
            components.append(component)
            text.append(contentsOf: component.utf8)
            advance()
            info.arguments = []
            if operatorStarts(with: 0x3C) && end &- start == 1 {  // `<` opening generic arguments
                advance()
                text.append(0x3C)
                var first = true
                var argumentLoops = 0
                while !atEnd && argumentLoops < 256 {
                    argumentLoops += 1
                    if operatorStarts(with: 0x3E) {  // `>`
                        advanceOneByte()
                        break
                    }
                    if kind == .comma {
                        advance()
                        continue
                    }
                    guard let argument = parseType(depth: depth + 1) else { break }
                    if !first { appendASCII(", ", to: &text) }
                    first = false
                    text.append(contentsOf: argument.text.utf8)
                    info.arguments.append(argument)
                }
                text.append(0x3E)
            }
            if kind == .period && split == 0, !isWord(at: 1, "Type"), !isWord(at: 1, "Protocol"),
               Cursor.isWordKind(peek(1).kind) {
                advance()
                text.append(0x2E)
                continue
            }
            break
        }
        if components.count > 1 && components[0] == "Swift" { components.removeFirst() }
        info.name = components.count == 1 ? components[0] : components.joined(separator: ".")
        if (info.name == "Optional" || info.name == "ImplicitlyUnwrappedOptional") && info.arguments.count == 1 {
            let wrapped = info.arguments[0]
            info.name = wrapped.name
            info.isNominal = !wrapped.name.isEmpty
            info.arguments = wrapped.genericArguments
            info.isOptional = true
        }
        return info
    }

    private mutating func parseTupleOrFunctionType(into text: inout [UInt8], depth: Int) -> TypeInfo {
        advance()  // (
        text.append(0x28)
        var elements: [TypeRef] = []
        var hasLabel = false
        var loops = 0
        while !atEnd && kind != .rightParen && loops < 256 {
            loops += 1
            if kind == .comma {
                advance()
                continue
            }
            if !elements.isEmpty || hasLabel { appendASCII(", ", to: &text) }
            // `label: Type` or `_ name: Type`.
            if isWordToken && peek(1).kind == .colon {
                hasLabel = true
                appendCurrent(to: &text)
                advance()
                advance()
                appendASCII(": ", to: &text)
            } else if isWordToken && Cursor.isWordKind(peek(1).kind) && peek(2).kind == .colon {
                hasLabel = true
                appendCurrent(to: &text)
                text.append(0x20)
                advance()
                appendCurrent(to: &text)
                advance()
                advance()
                appendASCII(": ", to: &text)
            }
            guard let element = parseType(depth: depth + 1) else { break }
            text.append(contentsOf: element.text.utf8)
            elements.append(element)
            if isEqualSign {  // default values in closure-typed parameters are not Swift, but be tolerant
                break
            }
        }
        if kind == .rightParen { advance() }
        text.append(0x29)
        // Function type: `(A) async throws -> B`.
        var isFunction = false
        var loops2 = 0
        while loops2 < 8 {
            loops2 += 1
            if isWord("async") || isWord("throws") || isWord("rethrows") {
                text.append(0x20)
                appendCurrent(to: &text)
                advance()
                if kind == .leftParen && !spaceBefore {  // typed throws
                    advance()
                    text.append(0x28)
                    if let error = parseType(depth: depth + 1) { text.append(contentsOf: error.text.utf8) }
                    if kind == .rightParen { advance() }
                    text.append(0x29)
                }
                isFunction = true
                continue
            }
            break
        }
        if kind == .arrow {
            advance()
            appendASCII(" -> ", to: &text)
            if let result = parseType(depth: depth + 1) { text.append(contentsOf: result.text.utf8) }
            return TypeInfo()
        }
        if !isFunction && elements.count == 1 && !hasLabel {
            let inner = elements[0]
            var info = TypeInfo()
            info.name = inner.name
            info.arguments = inner.genericArguments
            info.isOptional = inner.isOptional
            info.isNominal = !inner.name.isEmpty
            return info
        }
        return TypeInfo()
    }

    // MARK: attributes

    /// Parses `@name` or `@name(arguments)` at the cursor (which is on `@`) and returns its
    /// normalised text.
    mutating func parseAttribute() -> String {
        var text: [UInt8] = [0x40]
        advance()  // @
        guard isWordToken else { return "@" }
        appendCurrent(to: &text)
        advance()
        // `@Foo.Bar` (module-qualified attribute / macro) and `@Foo<T>`.
        var loops = 0
        while kind == .period && !spaceBefore && Cursor.isWordKind(peek(1).kind) && loops < 8 {
            loops += 1
            advance()
            text.append(0x2E)
            appendCurrent(to: &text)
            advance()
        }
        if operatorStarts(with: 0x3C) && !spaceBefore && end &- start == 1 {
            advance()
            text.append(0x3C)
            var first = true
            var guardCount = 0
            while !atEnd && guardCount < 64 {
                guardCount += 1
                if operatorStarts(with: 0x3E) { advanceOneByte(); break }
                if kind == .comma { advance(); continue }
                guard let argument = parseType(depth: 1) else { break }
                if !first { appendASCII(", ", to: &text) }
                first = false
                text.append(contentsOf: argument.text.utf8)
            }
            text.append(0x3E)
        }
        if kind == .leftParen && !spaceBefore {
            let from = index
            skipBalanced()
            appendNormalized(tokenRange: from..<index, to: &text)
        }
        return self.text(text)
    }

    // MARK: balanced skipping

    /// Skips a string literal starting at the cursor (`"`, `"""`, or the `#`s of a raw
    /// string) as one unit: segments of multi-line strings start on new lines, which must not
    /// read as statement boundaries.
    mutating func skipStringLiteral() {
        if kind == .rawStringDelimiter { advance() }
        let quote = kind
        guard quote == .stringQuote || quote == .multilineStringQuote || quote == .singleQuote else { return }
        advance()
        while !atEnd {
            switch kind {
            case .stringSegment:
                advance()
            case .backslash:
                advance()
                if kind == .rawStringDelimiter && !spaceBefore { advance() }
                if kind == .leftParen { skipBalanced() }
            case quote:
                advance()
                if kind == .rawStringDelimiter && !spaceBefore { advance() }
                return
            default:
                return
            }
        }
    }

    @inline(__always) var isStringStart: Bool {
        kind == .stringQuote || kind == .multilineStringQuote || kind == .rawStringDelimiter
    }

    /// Skips a balanced group starting at the current `(`, `[` or `{` (any bracket kind nests;
    /// a closing bracket of another kind still closes one level, which keeps malformed input
    /// linear). Returns false when the end of input came first.
    @discardableResult
    mutating func skipBalanced() -> Bool {
        var depth = 0
        while true {
            switch kind {
            case .leftParen, .leftSquare, .leftBrace:
                depth += 1
            case .rightParen, .rightSquare, .rightBrace:
                depth -= 1
                if depth <= 0 {
                    advance()
                    return true
                }
            case .endOfFile:
                return false
            default:
                break
            }
            advance()
        }
    }

    /// Skips `{ ... }` counting braces only (parentheses cannot contain a stray brace in valid
    /// Swift, so this is the fast path for bodies). Returns the end offset of the closing brace,
    /// or `nil` when the input ended first.
    mutating func skipBraces() -> UInt32? {
        var depth = 0
        var i = index
        let last = lastIndex
        while i < last {
            let k = tokens[i].kind
            if k == .leftBrace {
                depth += 1
            } else if k == .rightBrace {
                depth -= 1
                if depth == 0 {
                    moveTo(i)
                    let closeEnd = end
                    advance()
                    return closeEnd
                }
            }
            i += 1
        }
        moveTo(last)
        return nil
    }

    // MARK: text helpers

    @inline(__always) func appendCurrent(to text: inout [UInt8]) {
        var lower = Int(start)
        var upper = Int(end)
        guard upper <= bytes.count, lower < upper else { return }
        if upper - lower >= 2 && bytes[lower] == 0x60 && bytes[upper - 1] == 0x60 {
            lower += 1
            upper -= 1
        }
        text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lower..<upper]))
    }

    @inline(__always) func appendASCII(_ string: StaticString, to text: inout [UInt8]) {
        text.append(contentsOf: UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount))
    }

    /// Token texts joined with canonical spacing (see the type comment): used for `where`
    /// clauses, attribute arguments and `#if` conditions.
    func appendNormalized(tokenRange: Range<Int>, to text: inout [UInt8]) {
        var previous: TokenKind? = nil
        for i in tokenRange where i <= lastIndex {
            let token = tokens[i]
            if token.kind == .endOfFile { break }
            if let previous {
                let noSpaceBefore: Bool
                switch token.kind {
                case .comma, .colon, .rightParen, .rightSquare, .period, .postfixQuestionMark, .exclamationMark,
                     .postfixOperator:
                    noSpaceBefore = true
                default:
                    noSpaceBefore = false
                }
                let noSpaceAfterPrevious: Bool
                switch previous {
                case .leftParen, .leftSquare, .period, .prefixOperator, .prefixAmpersand, .atSign, .pound, .backslash:
                    noSpaceAfterPrevious = true
                default:
                    noSpaceAfterPrevious = false
                }
                if previous == .comma || previous == .colon {
                    if !noSpaceBefore { text.append(0x20) }
                } else if token.flags.contains(.spaceBefore) && !noSpaceBefore && !noSpaceAfterPrevious {
                    text.append(0x20)
                }
            }
            let lower = Int(token.start)
            let upper = Swift.min(Int(token.end), bytes.count)
            if lower < upper { text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lower..<upper])) }
            previous = token.kind
        }
    }

    func normalizedText(tokenRange: Range<Int>) -> String {
        var text: [UInt8] = []
        appendNormalized(tokenRange: tokenRange, to: &text)
        return self.text(text)
    }
}
