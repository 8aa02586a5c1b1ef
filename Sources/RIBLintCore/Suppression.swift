/// Reads `riblint:` comments (SPEC section 5) into a `SuppressionTable`:
///
///     // riblint:disable-next-line lifecycle/unconfined-subscription
///     // riblint:disable-line leak/strong-listener, leak/retained-after-detach
///     // riblint:disable rx/upward-subscription -- the stream is owned by this RIB
///     // riblint:enable rx/upward-subscription
///
/// Ids are separated by spaces or commas; `all` names every rule; text after ` -- `, or on the
/// following lines of a block comment, is a reason.
public enum SuppressionParser {
    static let marker: [UInt8] = Array("riblint:".utf8)

    /// `comments` are the file's comments with their delimiters (`//`, `/* */`) or without,
    /// positioned at their first character; `lineCount` is the file's number of lines.
    public static func parse(file: String, comments: [(text: String, line: Int, column: Int)], lineCount: Int,
                             knownRuleIds: Set<String>) -> SuppressionTable {
        var builder = TableBuilder(file: file, knownRuleIds: knownRuleIds)
        let ordered = comments.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        for comment in ordered {
            guard let directive = directive(in: comment.text) else { continue }
            builder.add(directive, line: comment.line, column: comment.column,
                        endLine: comment.line + newlineCount(comment.text))
        }
        return builder.finish(lineCount: lineCount)
    }

    /// Convenience for callers that hold a `Set` elsewhere.
    public static func parse(file: String, comments: [(text: String, line: Int, column: Int)], lineCount: Int,
                             knownRuleIds: [String]) -> SuppressionTable {
        parse(file: file, comments: comments, lineCount: lineCount, knownRuleIds: Set(knownRuleIds))
    }

    struct RawDirective {
        var name: String
        var ids: [String]
    }

    /// The directive a comment holds, if it starts with `riblint:`.
    static func directive(in text: String) -> RawDirective? {
        var bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        while index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
        while index < bytes.count, bytes[index] == UInt8(ascii: "*") || bytes[index] == UInt8(ascii: "!") { index += 1 }
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        guard bytes.count - index >= marker.count, Array(bytes[index..<index + marker.count]) == marker else { return nil }
        index += marker.count
        if bytes.count >= index + 2, bytes[bytes.count - 2] == UInt8(ascii: "*"), bytes[bytes.count - 1] == UInt8(ascii: "/") {
            bytes.removeLast(2)
        }
        let nameStart = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ",") { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        var ids: [String] = []
        var tokenStart = -1
        func closeToken(_ end: Int) -> Bool {
            defer { tokenStart = -1 }
            guard tokenStart >= 0 else { return true }
            let token = String(decoding: bytes[tokenStart..<end], as: UTF8.self)
            if token == "--" { return false }
            ids.append(token)
            return true
        }
        scan: while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                // Ids sit on the directive's line; later lines of a block comment are prose.
                _ = closeToken(index)
                break scan
            }
            if isSpace(byte) || byte == UInt8(ascii: ",") {
                if !closeToken(index) { break scan }
            } else if tokenStart < 0 {
                tokenStart = index
            }
            index += 1
        }
        if index == bytes.count { _ = closeToken(index) }
        return RawDirective(name: name, ids: ids)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func newlineCount(_ text: String) -> Int {
        var count = 0
        for byte in text.utf8 where byte == 0x0A { count += 1 }
        return count
    }
}

/// The suppressions of one file.
public struct SuppressionTable: Sendable {
    public let file: String

    enum Kind: String, Sendable {
        case disableNextLine = "disable-next-line"
        case disableLine = "disable-line"
        case disable
        case enable
    }

    /// One rule id (or `all`) named by one disabling comment; reported when it suppressed nothing.
    struct Entry: Sendable {
        var kind: Kind
        var id: String
        var line: Int
        var column: Int
    }

    struct Position: Sendable, Comparable {
        var line: Int
        var column: Int
        static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
    }

    /// Where an entry applies. Ranges start after their `disable` comment and end before the
    /// matching `enable` (nil: end of file).
    struct Scope: Sendable {
        enum Extent: Sendable {
            case line(Int)
            case range(from: Position, to: Position?)
        }
        var entry: Int
        /// nil: every rule but those in `except`.
        var ruleId: String?
        var except: Set<String>
        var extent: Extent

        func covers(_ finding: Finding) -> Bool {
            if let ruleId {
                guard ruleId == finding.rule else { return false }
            } else {
                // `all` never hides reports about the suppression comments themselves.
                guard finding.rule != RuleMetadata.unusedSuppression.id, !except.contains(finding.rule) else { return false }
            }
            switch extent {
            case .line(let line):
                return finding.line == line
            case .range(let from, let to):
                let position = Position(line: finding.line, column: finding.column)
                guard from < position else { return false }
                if let to { return position < to }
                return true
            }
        }
    }

    var entries: [Entry] = []
    var scopes: [Scope] = []
    /// Malformed comments, unknown ids, enables without a disable: reported whatever the findings.
    var problems: [Finding] = []

    /// True when the file has no `riblint:` comment at all.
    public var isEmpty: Bool { entries.isEmpty && problems.isEmpty }

    /// Splits the file's findings into those kept and reports about suppressions that suppressed
    /// nothing (or are malformed). Suppressions of rules outside `enabledRules` are not reported as
    /// unused: a rule turned off in rules.json finds nothing to suppress.
    public func apply(_ findings: [Finding], enabledRules: Set<String>? = nil) -> (kept: [Finding], unused: [Finding]) {
        if isEmpty { return (findings, []) }
        var used = [Bool](repeating: false, count: entries.count)
        var kept: [Finding] = []
        kept.reserveCapacity(findings.count)
        for finding in findings {
            var suppressed = false
            for scope in scopes where scope.covers(finding) {
                used[scope.entry] = true
                suppressed = true
            }
            if !suppressed { kept.append(finding) }
        }

        var reports = problems
        var index = 0
        while index < entries.count {
            // Entries of one comment are adjacent: report them together.
            var end = index + 1
            while end < entries.count, entries[end].line == entries[index].line, entries[end].column == entries[index].column { end += 1 }
            let all = entries[index..<end].map(\.id)
            let unusedIds = (index..<end).filter { entryIndex in
                let id = entries[entryIndex].id
                guard !used[entryIndex], id != RuleMetadata.unusedSuppression.id else { return false }
                if let enabledRules, id != "all", !enabledRules.contains(id) { return false }
                return true
            }.map { entries[$0].id }
            if !unusedIds.isEmpty {
                let entry = entries[index]
                let directive = "riblint:\(entry.kind.rawValue) \(unusedIds.joined(separator: ", "))"
                let action = unusedIds.count == all.count ? "remove the comment" : "remove \(unusedIds.joined(separator: ", ")) from it"
                reports.append(Self.report(file: file, line: entry.line, column: entry.column,
                                           message: "\(directive) suppresses nothing; \(action)"))
            }
            index = end
        }
        // A comment may silence these reports only by naming lint/unused-suppression itself.
        let unused = reports.filter { report in
            !scopes.contains { $0.ruleId == RuleMetadata.unusedSuppression.id && $0.covers(report) }
        }
        return (kept, unused)
    }

    static func report(file: String, line: Int, column: Int, message: String) -> Finding {
        Finding(rule: RuleMetadata.unusedSuppression.id, severity: RuleMetadata.unusedSuppression.defaultSeverity,
                file: file, line: line, column: column, message: message)
    }
}

/// Turns directives, in source order, into entries and scopes.
struct TableBuilder {
    let file: String
    let knownRuleIds: Set<String>
    var table: SuppressionTable
    /// Open `riblint:disable` ranges by rule id.
    var open: [String: (entry: Int, from: SuppressionTable.Position, line: Int)] = [:]
    /// The open `riblint:disable all` range, split whenever one rule is enabled inside it.
    var openAll: (entry: Int, from: SuppressionTable.Position, line: Int, except: Set<String>)?

    init(file: String, knownRuleIds: Set<String>) {
        self.file = file
        var known = knownRuleIds
        known.insert(RuleMetadata.unusedSuppression.id)
        self.knownRuleIds = known
        self.table = SuppressionTable(file: file)
    }

    mutating func add(_ raw: SuppressionParser.RawDirective, line: Int, column: Int, endLine: Int) {
        guard let kind = SuppressionTable.Kind(rawValue: raw.name) else {
            problem(line, column, "unknown directive riblint:\(raw.name); use riblint:disable-next-line, riblint:disable-line, "
                    + "riblint:disable or riblint:enable")
            return
        }
        guard !raw.ids.isEmpty else {
            problem(line, column, "riblint:\(kind.rawValue) names no rule; name the rule ids or all")
            return
        }
        let position = SuppressionTable.Position(line: line, column: column)
        var seen: Set<String> = []
        for id in raw.ids where seen.insert(id).inserted {
            guard id == "all" || knownRuleIds.contains(id) else {
                let hint = NameSuggestion.didYouMean(id, in: knownRuleIds.sorted())
                problem(line, column, "riblint:\(kind.rawValue) names the unknown rule \(id)\(hint)")
                continue
            }
            let ruleId: String? = id == "all" ? nil : id
            switch kind {
            case .disableNextLine:
                let entry = addEntry(kind, id, line, column)
                table.scopes.append(.init(entry: entry, ruleId: ruleId, except: [], extent: .line(endLine + 1)))
            case .disableLine:
                let entry = addEntry(kind, id, line, column)
                table.scopes.append(.init(entry: entry, ruleId: ruleId, except: [], extent: .line(line)))
            case .disable:
                disable(id, at: position, line: line, column: column)
            case .enable:
                enable(id, at: position, line: line, column: column)
            }
        }
    }

    private mutating func disable(_ id: String, at position: SuppressionTable.Position, line: Int, column: Int) {
        if id == "all" {
            if let openAll {
                problem(line, column, "riblint:disable all: every rule is disabled already since line \(openAll.line)")
                return
            }
            openAll = (addEntry(.disable, id, line, column), position, line, [])
            return
        }
        if let existing = open[id] {
            problem(line, column, "riblint:disable \(id): \(id) is disabled already since line \(existing.line)")
            return
        }
        if let openAll, !openAll.except.contains(id) {
            problem(line, column, "riblint:disable \(id): every rule is disabled already since line \(openAll.line)")
            return
        }
        open[id] = (addEntry(.disable, id, line, column), position, line)
    }

    private mutating func enable(_ id: String, at position: SuppressionTable.Position, line: Int, column: Int) {
        if id == "all" {
            guard openAll != nil || !open.isEmpty else {
                problem(line, column, "riblint:enable all: no rule is disabled here")
                return
            }
            closeAll(at: position)
            for key in open.keys.sorted() { close(key, at: position) }
            return
        }
        if open[id] != nil {
            close(id, at: position)
            return
        }
        if let current = openAll, !current.except.contains(id) {
            // Re-enable one rule inside `disable all`: end the current piece, continue without it.
            closeAll(at: position)
            openAll = (current.entry, position, current.line, current.except.union([id]))
            return
        }
        problem(line, column, "riblint:enable \(id) has no riblint:disable \(id) before it")
    }

    private mutating func close(_ id: String, at position: SuppressionTable.Position?) {
        guard let range = open.removeValue(forKey: id) else { return }
        table.scopes.append(.init(entry: range.entry, ruleId: id, except: [], extent: .range(from: range.from, to: position)))
    }

    private mutating func closeAll(at position: SuppressionTable.Position?) {
        guard let range = openAll else { return }
        openAll = nil
        table.scopes.append(.init(entry: range.entry, ruleId: nil, except: range.except, extent: .range(from: range.from, to: position)))
    }

    private mutating func addEntry(_ kind: SuppressionTable.Kind, _ id: String, _ line: Int, _ column: Int) -> Int {
        table.entries.append(.init(kind: kind, id: id, line: line, column: column))
        return table.entries.count - 1
    }

    private mutating func problem(_ line: Int, _ column: Int, _ message: String) {
        table.problems.append(SuppressionTable.report(file: file, line: line, column: column, message: message))
    }

    mutating func finish(lineCount: Int) -> SuppressionTable {
        closeAll(at: nil)
        for key in open.keys.sorted() { close(key, at: nil) }
        return table
    }
}
