import RIBLintLexer

/// Parses a body range (`{ ... }`) of a file into statements.
public enum BodyParser {
    /// How deep an expression tree may nest; deeper parts are skipped (`Block.truncatedAt`).
    public static var maxTreeDepth: Int { StatementParser.maxTreeDepth }
    /// How deep blocks, closures and brackets may nest; deeper ones are skipped the same way.
    public static var maxNesting: Int { StatementParser.maxDepth }

    /// Re-lexes `range` of `source` and parses it. A range that starts with `{` and ends with
    /// `}` is a body: its statements are those between the braces. Any other range (a property
    /// initializer, say) is parsed as a list of statements as is.
    public static func parse(_ source: SourceBuffer, range: SourceRange) -> Block {
        parse(source, range: range, steps: nil)
    }

    /// Parses like `parse(_:range:)` and adds to `steps` the tokens the parser stepped over (its
    /// work, for tests of linear time that do not depend on the clock).
    public static func parse(_ source: SourceBuffer, range: SourceRange, countingSteps steps: inout Int) -> Block {
        withUnsafeMutablePointer(to: &steps) { parse(source, range: range, steps: $0) }
    }

    static func parse(_ source: SourceBuffer, range: SourceRange, steps: UnsafeMutablePointer<Int>?) -> Block {
        let count = source.bytes.count
        let lower = min(Int(range.start), count)
        let upper = max(lower, min(Int(range.end), count))
        // The lexer ends the tokens with `.endOfFile` at `upper`.
        return TokenScratch.borrow { scratch in NameTable.borrow { names in
            Lexer.withTokens(source.bytes, range: lower..<upper, scratch: scratch) { tokens, _, _ in
                source.bytes.withUnsafeBufferPointer { bytes in
                    var cursor = Cursor(tokens: tokens, bytes: bytes, names: names)
                    cursor.steps = steps
                    var parser = StatementParser(cursor: cursor)
                    let isBraced = tokens.count >= 3 && tokens[0].kind == .leftBrace && tokens[tokens.count - 2].kind == .rightBrace
                    if isBraced {
                        parser.cursor.advance()
                        let statements = parser.parseStatements()
                        return Block(statements: statements, range: range, truncatedAt: parser.truncatedAt)
                    }
                    var statements: [Statement] = []
                    while !parser.cursor.atEnd {
                        statements.append(contentsOf: parser.parseStatements())
                        if !parser.cursor.atEnd { parser.cursor.advance() }  // a stray closing bracket
                    }
                    return Block(statements: statements, range: range, truncatedAt: parser.truncatedAt)
                }
            }
        } }
    }
}

/// Statements and expressions over a token cursor. Recursion is bounded by `maxDepth`, and the
/// nesting of the tree it builds by `maxTreeDepth` (a postfix chain `a.b.c...`, `f()()...` or a
/// run of prefix operators nests one level per link without recursing here, but every walker
/// of the tree recurses): deeper constructs are skipped as balanced token groups and kept as
/// `.other`, and the first place where that happened is kept in `truncatedAt`.
struct StatementParser {
    var cursor: Cursor
    var depth = 0
    /// Levels of the tree that the current postfix chains and prefix operators add to `depth`.
    var chainDepth = 0
    /// Where the first construct too deep to build began.
    var truncatedAt: UInt32?
    static let maxDepth = 96
    static let maxTreeDepth = 1_000

    /// Whether one more level may be built here; notes the place when not.
    mutating func canNest() -> Bool {
        if depth < StatementParser.maxDepth && depth + chainDepth < StatementParser.maxTreeDepth { return true }
        if truncatedAt == nil { truncatedAt = cursor.start }
        return false
    }

    init(cursor: Cursor) {
        self.cursor = cursor
    }

    // MARK: statements

    /// Statements up to (not including) the closing `}` of the current block or the end; the
    /// closing brace is consumed. Inside a `switch`, stops before `case`/`default`.
    mutating func parseStatements(inSwitch: Bool = false) -> [Statement] {
        var statements: [Statement] = []
        while !cursor.atEnd {
            let before = cursor.index
            switch cursor.kind {
            case .rightBrace:
                if !inSwitch { cursor.advance() }
                return statements
            case .semicolon:
                cursor.advance()
                continue
            case .rightParen, .rightSquare:
                cursor.advance()
                continue
            case .poundIf, .poundElseif:
                // All branches are parsed: only the directive line is skipped.
                cursor.advance()
                while !cursor.atEnd && !cursor.newlineBefore { cursor.advance() }
                continue
            case .poundElse, .poundEndif:
                cursor.advance()
                continue
            default:
                break
            }
            if inSwitch && (cursor.isWord("case") || cursor.isWord("default")
                            || (cursor.kind == .atSign && cursor.isWord(at: 1, "unknown"))) {
                return statements
            }
            parseStatement(into: &statements)
            if cursor.index == before && !cursor.atEnd {
                if cursor.kind == .leftParen || cursor.kind == .leftSquare || cursor.kind == .leftBrace {
                    cursor.skipBalanced()
                } else {
                    cursor.advance()
                }
            }
        }
        return statements
    }

    private func declarationParser() -> DeclarationParser { DeclarationParser(cursor: cursor) }

    /// Appends the next statement (several for `let a = 1, b = 2` or a declaration list) to
    /// `statements`: appended in place, since an array per statement was a tenth of a body's
    /// allocations.
    mutating func parseStatement(into statements: inout [Statement]) {
        let declarations = declarationParser()
        if cursor.isWordToken {
            let keyword = declarations.declKeyword(at: 0)
            if keyword == .let || keyword == .var || (declarations.isModifier(at: 0) && isLocalBindingAhead()) {
                parseLocal(into: &statements)
                return
            }
            if let control = parseControlOrJump() {
                statements.append(control)
                return
            }
            // `label: for ...`
            if cursor.kind == .identifier && cursor.peek(1).kind == .colon
                && (cursor.isWord(at: 2, "for") || cursor.isWord(at: 2, "while") || cursor.isWord(at: 2, "repeat")
                    || cursor.isWord(at: 2, "do") || cursor.isWord(at: 2, "if") || cursor.isWord(at: 2, "switch")) {
                cursor.advance()
                cursor.advance()
                if let control = parseControlOrJump() { statements.append(control) }
                return
            }
            if keyword != .none && keyword != .case && keyword != .`init` && keyword != .import
                || declarations.isModifier(at: 0) {
                if parseNestedDeclaration(into: &statements) { return }
            }
        } else if cursor.kind == .atSign {
            if parseNestedDeclaration(into: &statements) { return }
        }
        if let expression = parseExpressionStatement() { statements.append(expression) }
    }

    /// `weak var`, `lazy var`, `static let` inside a body.
    private func isLocalBindingAhead() -> Bool {
        var distance = 0
        let declarations = declarationParser()
        while distance < 8 {
            if cursor.isWord(at: distance, "let") || cursor.isWord(at: distance, "var") { return true }
            guard declarations.modifier(at: distance) != nil else { return false }
            distance += 1
            if cursor.peek(distance).kind == .leftParen { distance += 3 }
        }
        return false
    }

    private mutating func parseNestedDeclaration(into statements: inout [Statement]) -> Bool {
        var declarations = declarationParser()
        var members: [MemberDecl] = []
        guard declarations.parseDeclaration(into: &members) else { return false }
        cursor = declarations.cursor
        for member in members { statements.append(.declaration(member)) }
        return true
    }

    private mutating func parseLocal(into statements: inout [Statement]) {
        let start = cursor.start
        var modifiers: Modifiers = []
        let declarations = declarationParser()
        var loops = 0
        while loops < 8, !cursor.isWord("let"), !cursor.isWord("var"), let (modifier, _) = declarations.modifier(at: cursor.index - declarations.cursor.index) {
            loops += 1
            modifiers.insert(modifier)
            cursor.advance()
            if cursor.kind == .leftParen {
                cursor.advance()
                if cursor.isWord("unsafe") { modifiers.insert(.unownedUnsafe) }
                while !cursor.atEnd && cursor.kind != .rightParen { cursor.advance() }
                cursor.advance()
            }
        }
        let isLet = cursor.isWord("let")
        cursor.advance()
        var bindingLoops = 0
        while bindingLoops < 256 {
            bindingLoops += 1
            let names = parsePatternNames()
            var type: TypeRef? = nil
            if cursor.kind == .colon {
                cursor.advance()
                type = cursor.parseType()
            }
            var initializer: Expr? = nil
            if cursor.isEqualSign {
                cursor.advance()
                initializer = parseExpression()
            }
            var accessorBlock: Block? = nil
            if cursor.kind == .leftBrace && !cursor.newlineBefore
                && (initializer == nil || declarationParser().isObserverBlock()) {
                accessorBlock = parseBlock()
            }
            statements.append(.local(LocalDecl(isLet: isLet, names: names, type: type, initializer: initializer,
                                               accessorBlock: accessorBlock, modifiers: modifiers,
                                               range: SourceRange(start, cursor.previousEnd))))
            guard cursor.kind == .comma else { break }
            cursor.advance()
        }
    }

    /// Names bound by a pattern: `x`, `(a, b)`, `(a, _)`; `.some(let x)` and `let x as Foo` in
    /// `case` patterns are handled by `parseCasePattern`.
    private mutating func parsePatternNames() -> [Name] {
        if cursor.isWordToken {
            let name = cursor.currentName()
            cursor.advance()
            return name.text == "_" ? [] : [name]
        }
        guard cursor.kind == .leftParen else { return [] }
        return cursor.parseTuplePatternNames()
    }

    private mutating func parseExpressionStatement() -> Statement? {
        let start = cursor.start
        guard let target = parseExpression(stopAtAssignment: true) else { return nil }
        if let op = assignmentOperator() {
            cursor.advance()
            let value = parseExpression() ?? .other(children: [], range: SourceRange(cursor.start, cursor.start))
            return .assignment(Assignment(target: target, op: op, value: value, range: SourceRange(start, cursor.previousEnd)))
        }
        return .expression(target)
    }

    /// `=`, or a compound assignment operator (`+=`, `??=`, `<<=`, ...).
    private func assignmentOperator() -> String? {
        if cursor.kind == .equal { return "=" }
        guard cursor.kind == .binaryOperator, !cursor.isSplit else { return nil }
        let s = cursor.start, e = cursor.end
        guard e &- s >= 2, cursor.byte(at: e &- 1) == 0x3D else { return nil }
        // Comparisons end with `=` too: `==`, `!=`, `<=`, `>=`, `===`, `!==`.
        let first = cursor.byte(at: s)
        let second = cursor.byte(at: s &+ 1)
        if e &- s == 2 && (first == 0x3D || first == 0x21 || first == 0x3C || first == 0x3E) { return nil }
        if e &- s == 3 && (first == 0x3D || first == 0x21) && second == 0x3D { return nil }
        return cursor.text(s, e)
    }

    // MARK: control flow

    private mutating func parseControlOrJump() -> Statement? {
        // Every word below is reserved, so the lexer made it a keyword. In backticks it is a plain
        // name (`` `return`.reset() ``) and starts an expression. Any other word starts no such
        // statement, and costs no name and no switch.
        guard cursor.kind == .keyword else { return nil }
        let keyword = cursor.currentName()
        let start = cursor.start
        switch keyword.text {
        case "if":
            return .control(parseIf())
        case "guard":
            cursor.advance()
            let conditions = parseConditions()
            if cursor.isWord("else") { cursor.advance() }
            let block = parseBlock()
            return .control(ControlStatement(keyword: keyword, conditions: conditions, blocks: [block],
                                             range: SourceRange(start, cursor.previousEnd)))
        case "while":
            cursor.advance()
            let conditions = parseConditions()
            let block = parseBlock()
            return .control(ControlStatement(keyword: keyword, conditions: conditions, blocks: [block],
                                             range: SourceRange(start, cursor.previousEnd)))
        case "repeat":
            guard cursor.peek(1).kind == .leftBrace else { return nil }
            cursor.advance()
            let block = parseBlock()
            var conditions: [Condition] = []
            if cursor.isWord("while") {
                cursor.advance()
                if let value = parseExpression(allowTrailingClosure: false) {
                    conditions.append(Condition(bindings: [], isLet: false, value: value))
                }
            }
            return .control(ControlStatement(keyword: keyword, conditions: conditions, blocks: [block],
                                             range: SourceRange(start, cursor.previousEnd)))
        case "for":
            return .control(parseFor())
        case "switch":
            return .control(parseSwitch())
        case "do":
            cursor.advance()
            // `do throws(E) { ... }`
            while !cursor.atEnd && cursor.kind != .leftBrace && !cursor.newlineBefore { cursor.advance() }
            var blocks = [parseBlock()]
            while cursor.isWord("catch") {
                cursor.advance()
                var guardCount = 0
                while !cursor.atEnd && cursor.kind != .leftBrace && cursor.kind != .rightBrace && guardCount < 256 {
                    guardCount += 1
                    if cursor.kind == .leftParen || cursor.kind == .leftSquare { cursor.skipBalanced() } else { cursor.advance() }
                }
                blocks.append(parseBlock())
            }
            return .control(ControlStatement(keyword: keyword, conditions: [], blocks: blocks,
                                             range: SourceRange(start, cursor.previousEnd)))
        case "defer":
            guard cursor.peek(1).kind == .leftBrace else { return nil }
            cursor.advance()
            return .defer(parseBlock())
        case "return", "throw":
            cursor.advance()
            var value: Expr? = nil
            if !cursor.newlineBefore && cursor.kind != .rightBrace && cursor.kind != .semicolon && !cursor.atEnd
                && !cursor.isWord("case") && !cursor.isWord("default") {
                value = parseExpression()
            }
            return .jump(keyword: keyword, value: value)
        case "break", "continue", "fallthrough":
            cursor.advance()
            if cursor.kind == .identifier && !cursor.newlineBefore { cursor.advance() }  // label
            return .jump(keyword: keyword, value: nil)
        default:
            return nil
        }
    }

    private mutating func parseIf() -> ControlStatement {
        let keyword = cursor.currentName()
        let start = cursor.start
        cursor.advance()
        let conditions = parseConditions()
        var blocks = [parseBlock()]
        var loops = 0
        while cursor.isWord("else") && loops < 10_000 {
            loops += 1
            cursor.advance()
            if cursor.isWord("if") {
                let nestedStart = cursor.start
                guard canNest() else { break }
                depth += 1
                let nested = parseIf()
                depth -= 1
                blocks.append(Block(statements: [.control(nested)], range: SourceRange(nestedStart, cursor.previousEnd)))
                break
            }
            blocks.append(parseBlock())
            break
        }
        return ControlStatement(keyword: keyword, conditions: conditions, blocks: blocks,
                                range: SourceRange(start, cursor.previousEnd))
    }

    private mutating func parseFor() -> ControlStatement {
        let keyword = cursor.currentName()
        let start = cursor.start
        cursor.advance()
        var bindings: [Name] = []
        var loops = 0
        // The pattern: `try await case let (a, b) in`.
        while !cursor.atEnd && !cursor.isWord("in") && cursor.kind != .leftBrace && loops < 256 {
            loops += 1
            if cursor.kind == .identifier || cursor.isWord("self") {
                bindings.append(cursor.currentName())
            } else if cursor.kind == .colon {
                // `for x: Int in`: skip the type.
                cursor.advance()
                _ = cursor.parseType()
                continue
            }
            cursor.advance()
        }
        var conditions: [Condition] = []
        if cursor.isWord("in") {
            cursor.advance()
            if let sequence = parseExpression(allowTrailingClosure: false) {
                conditions.append(Condition(bindings: bindings, isLet: true, value: sequence))
            }
        }
        if cursor.isWord("where") {
            cursor.advance()
            if let filter = parseExpression(allowTrailingClosure: false) {
                conditions.append(Condition(bindings: [], isLet: false, value: filter))
            }
        }
        let block = parseBlock()
        return ControlStatement(keyword: keyword, conditions: conditions, blocks: [block],
                                range: SourceRange(start, cursor.previousEnd))
    }

    private mutating func parseSwitch() -> ControlStatement {
        let keyword = cursor.currentName()
        let start = cursor.start
        cursor.advance()
        var conditions: [Condition] = []
        if let subject = parseExpression(allowTrailingClosure: false) {
            conditions.append(Condition(bindings: [], isLet: false, value: subject))
        }
        var blocks: [Block] = []
        var caseLabels: [[String]] = []
        guard cursor.kind == .leftBrace else {
            return ControlStatement(keyword: keyword, conditions: conditions, blocks: blocks,
                                    range: SourceRange(start, cursor.previousEnd))
        }
        cursor.advance()
        var loops = 0
        while !cursor.atEnd && cursor.kind != .rightBrace && loops < 100_000 {
            loops += 1
            let caseStart = cursor.start
            if cursor.kind == .poundIf || cursor.kind == .poundElseif {
                cursor.advance()
                while !cursor.atEnd && !cursor.newlineBefore { cursor.advance() }
                continue
            }
            if cursor.kind == .poundElse || cursor.kind == .poundEndif {
                cursor.advance()
                continue
            }
            if cursor.kind == .atSign {  // @unknown
                cursor.advance()
                cursor.advance()
            }
            var labels: [String] = []
            if cursor.isWord("case") || cursor.isWord("default") {
                cursor.advance()
                // The patterns up to the `:` that ends the label; an enum case is `.name` at the
                // top level of a pattern (`.open(let x)`, `.retry`).
                var guardCount = 0
                while !cursor.atEnd && cursor.kind != .colon && cursor.kind != .rightBrace && guardCount < 4096 {
                    guardCount += 1
                    if cursor.kind == .leftParen || cursor.kind == .leftSquare || cursor.kind == .leftBrace {
                        cursor.skipBalanced()
                    } else if cursor.kind == .period && Cursor.isWordKind(cursor.peek(1).kind) {
                        cursor.advance()
                        labels.append(cursor.currentName().text)
                        cursor.advance()
                    } else {
                        cursor.advance()
                    }
                }
                if cursor.kind == .colon { cursor.advance() }
            }
            let statements = parseStatements(inSwitch: true)
            blocks.append(Block(statements: statements, range: SourceRange(caseStart, cursor.previousEnd)))
            caseLabels.append(labels)
        }
        if cursor.kind == .rightBrace { cursor.advance() }
        return ControlStatement(keyword: keyword, conditions: conditions, blocks: blocks,
                                range: SourceRange(start, cursor.previousEnd), caseLabels: caseLabels)
    }

    /// The comma-separated conditions of `if`/`guard`/`while`, up to the `{` (or `else`).
    private mutating func parseConditions() -> [Condition] {
        var conditions: [Condition] = []
        var loops = 0
        while !cursor.atEnd && cursor.kind != .leftBrace && !cursor.isWord("else") && loops < 256 {
            loops += 1
            if cursor.kind == .comma {
                cursor.advance()
                continue
            }
            let before = cursor.index
            if cursor.isWord("let") || cursor.isWord("var") {
                let isLet = cursor.isWord("let")
                cursor.advance()
                let names = parsePatternNames()
                if cursor.kind == .colon {
                    cursor.advance()
                    _ = cursor.parseType()
                }
                var value: Expr
                if cursor.isEqualSign {
                    cursor.advance()
                    value = parseExpression(allowTrailingClosure: false) ?? .other(children: [], range: SourceRange(cursor.start, cursor.start))
                } else {
                    // `if let x` shorthand binds and reads `x`.
                    value = names.first.map { .identifier($0) } ?? .other(children: [], range: SourceRange(cursor.start, cursor.start))
                }
                conditions.append(Condition(bindings: names, isLet: isLet, value: value))
            } else if cursor.isWord("case") {
                cursor.advance()
                var bindings: [Name] = []
                var guardCount = 0
                var level = 0
                while !cursor.atEnd && guardCount < 1024 {
                    guardCount += 1
                    if level == 0 && (cursor.isEqualSign || cursor.kind == .leftBrace || cursor.kind == .comma) { break }
                    switch cursor.kind {
                    case .leftParen, .leftSquare: level += 1
                    case .rightParen, .rightSquare: level -= 1
                    case .identifier:
                        let previous = cursor.previousKind
                        if previous != .period { bindings.append(cursor.currentName()) }
                    default: break
                    }
                    cursor.advance()
                }
                var value: Expr = .other(children: [], range: SourceRange(cursor.start, cursor.start))
                if cursor.isEqualSign {
                    cursor.advance()
                    value = parseExpression(allowTrailingClosure: false) ?? value
                }
                conditions.append(Condition(bindings: bindings, isLet: true, value: value))
            } else if let value = parseExpression(allowTrailingClosure: false) {
                conditions.append(Condition(bindings: [], isLet: false, value: value))
            }
            if cursor.index == before {
                if cursor.kind == .rightBrace || cursor.kind == .rightParen || cursor.kind == .rightSquare { break }
                cursor.advance()
            }
        }
        return conditions
    }

    /// `{ statements }`; an empty block when no `{` follows.
    mutating func parseBlock() -> Block {
        let start = cursor.start
        guard cursor.kind == .leftBrace else { return Block(statements: [], range: SourceRange(start, start)) }
        guard canNest() else {
            _ = cursor.skipBraces()
            return Block(statements: [], range: SourceRange(start, cursor.previousEnd))
        }
        depth += 1
        cursor.advance()
        let statements = parseStatements()
        depth -= 1
        return Block(statements: statements, range: SourceRange(start, cursor.previousEnd))
    }

    // MARK: expressions

    /// An expression: operands joined by binary operators. Returns nil (consuming nothing)
    /// when no expression starts here.
    mutating func parseExpression(allowTrailingClosure: Bool = true, stopAtAssignment: Bool = false) -> Expr? {
        guard canNest() else { return skipDeepExpression() }
        depth += 1
        defer { depth -= 1 }
        guard let first = parseUnary(allowTrailingClosure: allowTrailingClosure) else { return nil }
        var operands = [first]
        var operators: [Name] = []
        // `?` and `:` seen so far: counted, not searched for (a long `a ? b : c ? ...` was quadratic).
        var questionMarks = 0
        var colons = 0
        var loops = 0
        while loops < 100_000 {
            loops += 1
            let kind = cursor.kind
            var op: Name? = nil
            if kind == .binaryOperator {
                if stopAtAssignment && assignmentOperator() != nil { break }
                if assignmentOperator() != nil && !stopAtAssignment {
                    // `a = b = c` chains and `x ?? = y` are rare; an assignment inside an
                    // expression ends it.
                    break
                }
                op = cursor.currentName()
            } else if kind == .infixQuestionMark {
                op = Name("?", offset: cursor.start)
            } else if kind == .colon && questionMarks > colons {
                op = Name(":", offset: cursor.start)
            } else if cursor.isWord("as") || cursor.isWord("is") {
                var text = cursor.currentText()
                let offset = cursor.start
                cursor.advance()
                if (cursor.kind == .postfixQuestionMark || cursor.kind == .exclamationMark) && !cursor.spaceBefore {
                    text += cursor.kind == .exclamationMark ? "!" : "?"
                    cursor.advance()
                }
                let typeStart = cursor.start
                let type = cursor.parseType()
                operators.append(Name(text, offset: offset))
                operands.append(.other(children: [], range: SourceRange(typeStart, type == nil ? typeStart : cursor.previousEnd)))
                continue
            }
            guard let op else { break }
            let mark = cursor
            cursor.advance()
            guard let operand = parseUnary(allowTrailingClosure: allowTrailingClosure) else {
                cursor = mark
                break
            }
            if op.text == "?" { questionMarks += 1 } else if op.text == ":" { colons += 1 }
            operators.append(op)
            operands.append(operand)
        }
        if operands.count == 1 { return first }
        return .sequence(operands: operands, operators: operators)
    }

    private mutating func skipDeepExpression() -> Expr? {
        let start = cursor.start
        switch cursor.kind {
        case .leftParen, .leftSquare, .leftBrace:
            cursor.skipBalanced()
        case .endOfFile, .rightParen, .rightSquare, .rightBrace, .comma, .semicolon:
            return nil
        default:
            cursor.advance()
        }
        return .other(children: [], range: SourceRange(start, cursor.previousEnd))
    }

    /// Prefix operators and keywords (`try`, `try?`, `await`, `!`, `-`, `&`), then a postfix
    /// expression.
    private mutating func parseUnary(allowTrailingClosure: Bool) -> Expr? {
        var prefixes: [Name] = []
        // Each prefix nests the operand one level deeper; past the tree's limit they are dropped.
        func keep(_ name: Name, _ parser: inout StatementParser) {
            if parser.depth + parser.chainDepth + prefixes.count + 1 < StatementParser.maxTreeDepth {
                prefixes.append(name)
            } else if parser.truncatedAt == nil {
                parser.truncatedAt = name.offset
            }
        }
        var loops = 0
        while loops < 10_000 {
            loops += 1
            if cursor.isWord("try") {
                var name = cursor.currentName()
                cursor.advance()
                if (cursor.kind == .postfixQuestionMark || cursor.kind == .exclamationMark) && !cursor.spaceBefore {
                    name.text += cursor.kind == .exclamationMark ? "!" : "?"
                    cursor.advance()
                }
                keep(name, &self)
            } else if (cursor.isWord("await") || cursor.isWord("consume") || cursor.isWord("copy")
                       || cursor.isWord("each") || cursor.isWord("repeat") || cursor.isWord("borrow"))
                        && startsOperand(cursor.peek(1)) && !cursor.peek(1).flags.contains(.newlineBefore) {
                keep(cursor.currentName(), &self)
                cursor.advance()
            } else if cursor.kind == .prefixOperator || cursor.kind == .prefixAmpersand {
                keep(cursor.currentName(), &self)
                cursor.advance()
            } else {
                break
            }
        }
        chainDepth += prefixes.count
        let operand = parsePostfixExpression(allowTrailingClosure: allowTrailingClosure)
        chainDepth -= prefixes.count
        guard var expr = operand else {
            if prefixes.isEmpty { return nil }
            return .other(children: [], range: SourceRange(prefixes[0].offset, cursor.previousEnd))
        }
        for prefix in prefixes.reversed() {
            expr = .prefix(op: prefix, expr)
        }
        return expr
    }

    private func startsOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .keyword, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringQuote,
             .multilineStringQuote, .rawStringDelimiter, .leftParen, .leftSquare, .leftBrace, .prefixOperator,
             .prefixAmpersand, .period, .pound, .backslash:
            return true
        default:
            return false
        }
    }

    private mutating func parsePostfixExpression(allowTrailingClosure: Bool) -> Expr? {
        guard var expr = parsePrimary(allowTrailingClosure: allowTrailingClosure) else { return nil }
        // Every link wraps the chain so far: the chain's start is the primary's, read once (reading
        // `expr.range` at every link recursed through the whole chain, and was quadratic).
        let chainStart = expr.range.start
        let outerChainDepth = chainDepth
        defer { chainDepth = outerChainDepth }
        var loops = 0
        while loops < 100_000 {
            loops += 1
            if continuesPostfixChain(allowTrailingClosure: allowTrailingClosure) {
                // The link about to be built, and everything in its arguments, is one level deeper.
                chainDepth += 1
                guard canNest() else {
                    skipPostfixChain(allowTrailingClosure: allowTrailingClosure)
                    return .other(children: [expr], range: SourceRange(chainStart, cursor.previousEnd))
                }
            }
            switch cursor.kind {
            case .period:
                let next = cursor.peek(1)
                guard Cursor.isWordKind(next.kind) || next.kind == .integerLiteral || next.kind == .dollarIdentifier else {
                    return expr
                }
                cursor.advance()
                let name = cursor.currentName()
                cursor.advance()
                expr = .member(base: expr, name: name)
                skipGenericArgumentsIfAny()
            case .postfixQuestionMark, .exclamationMark:
                if cursor.spaceBefore { return expr }
                expr = .postfix(expr, op: cursor.currentName())
                cursor.advance()
            case .postfixOperator:
                expr = .postfix(expr, op: cursor.currentName())
                cursor.advance()
            case .leftParen:
                if cursor.newlineBefore { return expr }
                let arguments = parseArgumentList(close: .rightParen)
                var call = Call(callee: expr, arguments: arguments, range: SourceRange(chainStart, cursor.previousEnd))
                if allowTrailingClosure { parseTrailingClosures(into: &call) }
                expr = .call(call)
            case .leftSquare:
                if cursor.newlineBefore { return expr }
                let arguments = parseArgumentList(close: .rightSquare)
                expr = .subscriptCall(base: expr, arguments: arguments, range: SourceRange(chainStart, cursor.previousEnd))
            case .leftBrace:
                guard allowTrailingClosure, !cursor.newlineBefore else { return expr }
                var call: Call
                if case .call(let existing) = expr, existing.trailingClosures.isEmpty {
                    call = existing
                } else {
                    call = Call(callee: expr, arguments: [], range: SourceRange(chainStart, cursor.previousEnd))
                }
                parseTrailingClosures(into: &call)
                expr = .call(call)
            default:
                return expr
            }
        }
        return expr
    }

    /// Whether the token at the cursor adds a link to a postfix chain (the cases of
    /// `parsePostfixExpression` that wrap the chain).
    private func continuesPostfixChain(allowTrailingClosure: Bool) -> Bool {
        switch cursor.kind {
        case .period:
            let next = cursor.peek(1)
            return Cursor.isWordKind(next.kind) || next.kind == .integerLiteral || next.kind == .dollarIdentifier
        case .postfixQuestionMark, .exclamationMark:
            return !cursor.spaceBefore
        case .postfixOperator:
            return true
        case .leftParen, .leftSquare:
            return !cursor.newlineBefore
        case .leftBrace:
            return allowTrailingClosure && !cursor.newlineBefore
        default:
            return false
        }
    }

    /// Past the rest of a postfix chain too deep to build: links are skipped as tokens and
    /// balanced groups, in time linear in their length.
    private mutating func skipPostfixChain(allowTrailingClosure: Bool) {
        while !cursor.atEnd && continuesPostfixChain(allowTrailingClosure: allowTrailingClosure) {
            switch cursor.kind {
            case .period:
                cursor.advance()
                cursor.advance()
            case .leftParen, .leftSquare, .leftBrace:
                _ = cursor.skipBalanced()
            default:
                cursor.advance()
            }
        }
    }

    /// `{ ... }` and then `label: { ... }` closures after a call.
    private mutating func parseTrailingClosures(into call: inout Call) {
        guard cursor.kind == .leftBrace, !cursor.newlineBefore else { return }
        guard let first = parseClosure() else { return }
        call.trailingClosures.append((label: nil, closure: first))
        var loops = 0
        while loops < 64 && Cursor.isWordKind(cursor.kind) && cursor.peek(1).kind == .colon
                && cursor.peek(2).kind == .leftBrace && !cursor.newlineBefore {
            loops += 1
            let label = cursor.currentName()
            cursor.advance()
            cursor.advance()
            guard let closure = parseClosure() else { break }
            call.trailingClosures.append((label: label, closure: closure))
        }
        call.range = SourceRange(call.range.start, cursor.previousEnd)
    }

    /// `Foo<Int>.bar`, `.init<T>`: generic arguments after a name in expression position are
    /// skipped when they are followed by something that cannot follow a comparison.
    private mutating func skipGenericArgumentsIfAny() {
        guard cursor.operatorStarts(with: 0x3C), cursor.end &- cursor.start == 1, !cursor.spaceBefore else { return }
        let mark = cursor
        cursor.advance()
        var ok = false
        var loops = 0
        while !cursor.atEnd && loops < 64 {
            loops += 1
            if cursor.operatorStarts(with: 0x3E) {
                cursor.advanceOneByte()
                ok = true
                break
            }
            if cursor.kind == .comma { cursor.advance(); continue }
            guard cursor.parseType(depth: 1) != nil else { break }
        }
        if ok && !cursor.isSplit {
            switch cursor.kind {
            case .leftParen, .period, .rightParen, .rightSquare, .comma, .rightBrace, .semicolon, .endOfFile,
                 .postfixQuestionMark, .exclamationMark:
                return
            default:
                if cursor.newlineBefore { return }
            }
        }
        cursor = mark
    }

    private mutating func parsePrimary(allowTrailingClosure: Bool) -> Expr? {
        let start = cursor.start
        switch cursor.kind {
        case .identifier, .dollarIdentifier:
            let name = cursor.currentName()
            cursor.advance()
            skipGenericArgumentsIfAny()
            return .identifier(name)
        case .keyword:
            if cursor.isWord("true") || cursor.isWord("false") || cursor.isWord("nil") {
                cursor.advance()
                return .literal(SourceRange(start, cursor.previousEnd))
            }
            if cursor.isWord("if") || cursor.isWord("switch") || cursor.isWord("do") {
                guard let statement = parseControlOrJump() else { return nil }
                return .other(children: StatementParser.expressions(in: [statement]), range: SourceRange(start, cursor.previousEnd))
            }
            if cursor.isWord("self") || cursor.isWord("Self") || cursor.isWord("super") || cursor.isWord("Any")
                || cursor.isWord("_") || cursor.isWord("init") {
                let name = cursor.currentName()
                cursor.advance()
                return .identifier(name)
            }
            return nil
        case .integerLiteral, .floatLiteral:
            cursor.advance()
            return .literal(SourceRange(start, cursor.previousEnd))
        case .stringQuote, .multilineStringQuote, .rawStringDelimiter, .singleQuote:
            return parseString()
        case .regexSlash, .regexPoundDelimiter:
            var loops = 0
            while loops < 8 && (cursor.kind == .regexSlash || cursor.kind == .regexPoundDelimiter || cursor.kind == .regexPattern) {
                loops += 1
                cursor.advance()
                if cursor.kind == .regexSlash || cursor.kind == .regexPoundDelimiter {
                    // closing delimiter(s)
                    while cursor.kind == .regexSlash || cursor.kind == .regexPoundDelimiter { cursor.advance() }
                    break
                }
            }
            return .literal(SourceRange(start, cursor.previousEnd))
        case .leftParen:
            let arguments = parseArgumentList(close: .rightParen)
            return .tuple(arguments, range: SourceRange(start, cursor.previousEnd))
        case .leftSquare:
            let arguments = parseArgumentList(close: .rightSquare, isCollection: true)
            return .collection(arguments.map(\.value), range: SourceRange(start, cursor.previousEnd))
        case .leftBrace:
            return parseClosure().map { .closure($0) }
        case .period:
            let next = cursor.peek(1)
            guard Cursor.isWordKind(next.kind) else { return nil }
            cursor.advance()
            let name = cursor.currentName()
            cursor.advance()
            return .member(base: nil, name: name)
        case .backslash:
            // A key path: `\Foo.bar`, `\.baz?.qux`.
            cursor.advance()
            var loops = 0
            while loops < 64 && !cursor.atEnd {
                loops += 1
                if cursor.isWordToken && loops == 1 {
                    cursor.advance()
                } else if cursor.kind == .period && Cursor.isWordKind(cursor.peek(1).kind) {
                    cursor.advance()
                    cursor.advance()
                } else if (cursor.kind == .postfixQuestionMark || cursor.kind == .exclamationMark) && !cursor.spaceBefore {
                    cursor.advance()
                } else {
                    break
                }
            }
            return .other(children: [], range: SourceRange(start, cursor.previousEnd))
        case .pound, .poundAvailable, .poundUnavailable:
            // `#selector(...)`, `#file`, `#available(...)`, freestanding macros.
            let poundKind = cursor.kind
            cursor.advance()
            if poundKind == .pound && cursor.isWordToken && !cursor.spaceBefore {
                let word = cursor.currentText()
                cursor.advance()
                if cursor.kind != .leftParen && cursor.kind != .leftBrace {
                    return .literal(SourceRange(start, cursor.previousEnd))
                }
                _ = word
            }
            var children: [Expr] = []
            if cursor.kind == .leftParen && !cursor.newlineBefore {
                children = parseArgumentList(close: .rightParen).map(\.value)
            }
            if cursor.kind == .leftBrace && !cursor.newlineBefore && allowTrailingClosure, let closure = parseClosure() {
                children.append(.closure(closure))
            }
            return .other(children: children, range: SourceRange(start, cursor.previousEnd))
        case .binaryOperator, .prefixOperator, .postfixOperator:
            // An operator passed as a function: `reduce(0, +)`.
            let next = cursor.peek(1).kind
            if next == .rightParen || next == .comma {
                let name = cursor.currentName()
                cursor.advance()
                return .identifier(name)
            }
            return nil
        default:
            return nil
        }
    }

    /// `(a, label: b)` or `[a, b]` / `[k: v]`; the cursor is on the opening bracket. For a
    /// collection the keys and values come out as separate unlabeled elements, in order.
    private mutating func parseArgumentList(close: TokenKind, isCollection: Bool = false) -> [Argument] {
        var arguments: [Argument] = []
        cursor.advance()
        guard canNest() else {
            var level = 1
            while !cursor.atEnd {
                switch cursor.kind {
                case .leftParen, .leftSquare, .leftBrace: level += 1
                case .rightParen, .rightSquare, .rightBrace:
                    level -= 1
                    if level == 0 { cursor.advance(); return arguments }
                default: break
                }
                cursor.advance()
            }
            return arguments
        }
        depth += 1
        defer { depth -= 1 }
        var loops = 0
        while !cursor.atEnd && loops < 100_000 {
            loops += 1
            if cursor.kind == close {
                cursor.advance()
                return arguments
            }
            switch cursor.kind {
            case .comma, .colon:
                cursor.advance()
                continue
            case .rightParen, .rightSquare, .rightBrace:
                // Mismatched bracket: end the list without consuming what belongs outside.
                return arguments
            default:
                break
            }
            var label: Name? = nil
            if !isCollection && (cursor.isWordToken || Cursor.isOperatorKind(cursor.kind) == false && cursor.kind == .keyword)
                && cursor.peek(1).kind == .colon {
                label = cursor.currentName()
                cursor.advance()
                cursor.advance()
                if cursor.kind == .comma || cursor.kind == close {
                    // `#selector(foo(bar:))`-style names without values.
                    arguments.append(Argument(label: label, value: .other(children: [], range: SourceRange(label!.offset, cursor.previousEnd))))
                    continue
                }
            }
            let before = cursor.index
            if let value = parseExpression() {
                arguments.append(Argument(label: label, value: value))
            }
            if cursor.index == before {
                // Not an expression: keep what is inside brackets visible, skip the rest.
                if cursor.kind == .leftBrace || cursor.kind == .leftParen || cursor.kind == .leftSquare {
                    let start = cursor.start
                    cursor.skipBalanced()
                    arguments.append(Argument(label: label, value: .other(children: [], range: SourceRange(start, cursor.previousEnd))))
                } else {
                    cursor.advance()
                }
            }
        }
        return arguments
    }

    private mutating func parseString() -> Expr {
        let start = cursor.start
        var interpolations: [Expr] = []
        // Opening: `#`s then `"` / `"""` (or a stray `'`).
        if cursor.kind == .rawStringDelimiter { cursor.advance() }
        let quote = cursor.kind
        guard quote == .stringQuote || quote == .multilineStringQuote || quote == .singleQuote else {
            return .literal(SourceRange(start, cursor.previousEnd))
        }
        cursor.advance()
        var loops = 0
        while !cursor.atEnd && loops < 1_000_000 {
            loops += 1
            switch cursor.kind {
            case .stringSegment:
                cursor.advance()
            case .backslash:
                cursor.advance()
                if cursor.kind == .rawStringDelimiter && !cursor.spaceBefore { cursor.advance() }
                if cursor.kind == .leftParen {
                    interpolations.append(contentsOf: parseArgumentList(close: .rightParen).map(\.value))
                }
            case quote:
                cursor.advance()
                if cursor.kind == .rawStringDelimiter && !cursor.spaceBefore { cursor.advance() }
                return .string(interpolations: interpolations, range: SourceRange(start, cursor.previousEnd))
            default:
                // An unterminated string: the lexer ended it; stop here.
                return .string(interpolations: interpolations, range: SourceRange(start, cursor.previousEnd))
            }
        }
        return .string(interpolations: interpolations, range: SourceRange(start, cursor.previousEnd))
    }

    // MARK: closures

    private mutating func parseClosure() -> Closure? {
        let start = cursor.start
        guard cursor.kind == .leftBrace else { return nil }
        guard canNest() else {
            _ = cursor.skipBraces()
            return Closure(captures: [], parameters: [], body: Block(statements: [], range: SourceRange(start, cursor.previousEnd)),
                           range: SourceRange(start, cursor.previousEnd))
        }
        depth += 1
        defer { depth -= 1 }
        cursor.advance()
        var captures: [Capture] = []
        var parameters: [String] = []
        if cursor.kind == .leftSquare, let inIndex = signatureInIndex(from: skipIndex(matchingSquareFrom: cursor.index)) {
            captures = parseCaptureList()
            parameters = parseClosureParameters(until: inIndex)
        } else if cursor.kind != .leftSquare, let inIndex = signatureInIndex(from: cursor.index) {
            parameters = parseClosureParameters(until: inIndex)
        }
        let statements = parseStatements()
        let range = SourceRange(start, cursor.previousEnd)
        return Closure(captures: captures, parameters: parameters, body: Block(statements: statements, range: range), range: range)
    }

    /// Index just past the `]` matching the `[` at `index` (bounded scan).
    private func skipIndex(matchingSquareFrom index: Int) -> Int {
        var level = 0
        var i = index
        let limit = min(cursor.lastIndex, index + 512)
        while i < limit {
            switch cursor.tokens[i].kind {
            case .leftSquare, .leftParen: level += 1
            case .rightSquare, .rightParen:
                level -= 1
                if level == 0 { return i + 1 }
            case .leftBrace, .rightBrace: return -1
            default: break
            }
            i += 1
        }
        return -1
    }

    /// If the tokens from `index` form a closure signature (`a, b in`, `(a: Int) -> T in`,
    /// `_ in`, or nothing before `in` after a capture list), the index of `in`.
    private func signatureInIndex(from index: Int) -> Int? {
        guard index >= 0 else { return nil }
        var i = index
        var level = 0
        let limit = min(cursor.lastIndex, index + 256)
        while i < limit {
            let token = cursor.tokens[i]
            switch token.kind {
            case .leftParen, .leftSquare: level += 1
            case .rightParen, .rightSquare:
                level -= 1
                if level < 0 { return nil }
            case .leftBrace, .rightBrace, .semicolon, .equal, .endOfFile:
                return nil
            case .period:
                if level == 0 { return nil }
            case .keyword:
                if cursor.matches(token.start, token.end, "in") && level == 0 { return i }
                if !(cursor.matches(token.start, token.end, "_") || cursor.matches(token.start, token.end, "throws")
                     || cursor.matches(token.start, token.end, "rethrows") || cursor.matches(token.start, token.end, "inout")
                     || cursor.matches(token.start, token.end, "Self") || cursor.matches(token.start, token.end, "Any")
                     || cursor.matches(token.start, token.end, "self")) {
                    return nil
                }
            case .identifier, .comma, .colon, .arrow, .postfixQuestionMark, .exclamationMark, .atSign:
                break
            case .binaryOperator, .prefixOperator, .postfixOperator:
                // `<`/`>` of generic parameter types and `...`.
                let first = cursor.byte(at: token.start)
                if !(first == 0x3C || first == 0x3E || first == 0x2E || first == 0x3F || first == 0x26) { return nil }
            default:
                return nil
            }
            i += 1
        }
        return nil
    }

    /// `[weak self, unowned x, y = z, unowned(unsafe) w]`; the cursor is on `[`.
    private mutating func parseCaptureList() -> [Capture] {
        var captures: [Capture] = []
        cursor.advance()
        var loops = 0
        while !cursor.atEnd && cursor.kind != .rightSquare && loops < 256 {
            loops += 1
            if cursor.kind == .comma {
                cursor.advance()
                continue
            }
            var specifier: String? = nil
            if (cursor.isWord("weak") || cursor.isWord("unowned")) && cursor.peek(1).kind != .comma
                && cursor.peek(1).kind != .rightSquare && !(cursor.peek(1).kind == .equal) {
                specifier = cursor.currentText()
                cursor.advance()
                if cursor.kind == .leftParen {
                    cursor.advance()
                    if cursor.isWordToken { specifier! += "(" + cursor.currentText() + ")" }
                    while !cursor.atEnd && cursor.kind != .rightParen && cursor.kind != .rightSquare { cursor.advance() }
                    if cursor.kind == .rightParen { cursor.advance() }
                }
            }
            guard cursor.isWordToken else {
                cursor.advance()
                continue
            }
            let name = cursor.currentName()
            cursor.advance()
            var value: Expr? = nil
            if cursor.isEqualSign {
                cursor.advance()
                value = parseExpression()
            }
            captures.append(Capture(specifier: specifier, name: name, value: value))
        }
        if cursor.kind == .rightSquare { cursor.advance() }
        return captures
    }

    /// Parameter names up to the `in` at `inIndex`, which is consumed.
    private mutating func parseClosureParameters(until inIndex: Int) -> [String] {
        var names: [String] = []
        var level = 0
        var expectName = true
        var afterArrow = false
        while !cursor.atEnd && cursor.index < inIndex {
            switch cursor.kind {
            case .leftParen, .leftSquare:
                level += 1
                if level == 1 && cursor.kind == .leftParen && !afterArrow { expectName = true }
            case .rightParen, .rightSquare:
                level -= 1
            case .comma:
                if level <= 1 { expectName = true }
            case .colon:
                expectName = false
            case .arrow:
                afterArrow = true
                expectName = false
            case .identifier, .keyword:
                if expectName && !afterArrow && level <= 1 && !cursor.isWord("throws") && !cursor.isWord("async") {
                    // `(label name: T)` is not valid for closures; the first word is the name.
                    names.append(cursor.currentText())
                    expectName = false
                }
            default:
                break
            }
            cursor.advance()
        }
        if cursor.isWord("in") { cursor.advance() }
        return names
    }

    // MARK: helpers

    /// The expressions directly held by statements (used to keep `if`/`switch` expressions'
    /// contents visible inside `.other`).
    static func expressions(in statements: [Statement]) -> [Expr] {
        var result: [Expr] = []
        for statement in statements {
            switch statement {
            case .expression(let expr): result.append(expr)
            case .assignment(let assignment): result.append(assignment.target); result.append(assignment.value)
            case .local(let local): if let value = local.initializer { result.append(value) }
            case .control(let control):
                result.append(contentsOf: control.conditions.map(\.value))
                for block in control.blocks { result.append(contentsOf: expressions(in: block.statements)) }
            case .defer(let block): result.append(contentsOf: expressions(in: block.statements))
            case .jump(_, let value): if let value { result.append(value) }
            case .declaration: break
            }
        }
        return result
    }
}
