import Foundation
import RIBLintAST
import RIBLintCore

/// Parsed bodies, each parsed at most once and shared by every rule. The bodies of builders,
/// components and routers are parsed while the model is built (but for stored property values
/// that construct nothing); others on first request. Safe to use from several threads.
public final class BodyCache: @unchecked Sendable {
    private struct Key: Hashable {
        var file: FileIndex
        var start: UInt32
        var end: UInt32

        // One word to hash rather than three fields: every rule's body look-up hashes a key.
        func hash(into hasher: inout Hasher) {
            hasher.combine(UInt64(truncatingIfNeeded: file) &* 0x9E37_79B9_7F4A_7C15 ^ (UInt64(start) << 32 | UInt64(end)))
        }
    }

    private let files: [FileSyntax]
    private var blocks: [Key: Block] = [:]
    private let lock = NSLock()

    init(files: [FileSyntax]) { self.files = files }

    /// Whether the bytes of `range` in `file` hold `word`: a cheap test before a range is parsed.
    func mentions(_ word: String, file: FileIndex, in range: SourceRange) -> Bool {
        ByteSearch.contains(files[file].source.bytes, word, in: range)
    }

    /// Whether the bytes of `range` in `file` may hold a construction of a type as
    /// `ModelBuilder` looks for them: a call whose callee's last name starts with a capital
    /// (`Foo(`, `Foo {`, `Foo<T>(`, `Mod.Foo(`, `Foo.init(`, `` `Foo`( ``). True for every name
    /// that starts with a capital and is followed, after any spaces, by `(`, `{`, `<`, `?`, `!`,
    /// `/` (a comment), a backtick, or `.` and a capital, a backtick or `init`; false means the
    /// body constructs nothing and need not be parsed to find out.
    func mayConstructType(file: FileIndex, in range: SourceRange) -> Bool {
        BodyCache.mayConstructType(files[file].source.bytes, in: range)
    }

    static func mayConstructType(_ bytes: [UInt8], in range: SourceRange) -> Bool {
        let start = Int(range.start), end = min(Int(range.end), bytes.count)
        guard start < end else { return false }
        return bytes.withUnsafeBufferPointer { all in
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
            func isCapital(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
            var index = start
            while index < end {
                let byte = all[index]
                guard isCapital(byte), index == start || !ModuleMap.isIdentifierByte(all[index - 1]) else {
                    index += 1
                    continue
                }
                index += 1
                while index < end, ModuleMap.isIdentifierByte(all[index]) { index += 1 }
                var next = index
                while next < end, isSpace(all[next]) { next += 1 }
                guard next < end else { return false }
                switch all[next] {
                case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "<"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "/"),
                     UInt8(ascii: "`"):
                    // A backtick: `` `Foo`(1) ``, whose name the parser reads without it.
                    return true
                case UInt8(ascii: "."):
                    let after = next + 1
                    // `Foo.Bar(`, `` Foo.`init`( ``.
                    if after < end, isCapital(all[after]) || all[after] == UInt8(ascii: "`") { return true }
                    if after + 4 <= end, all[after] == UInt8(ascii: "i"), all[after + 1] == UInt8(ascii: "n"),
                       all[after + 2] == UInt8(ascii: "i"), all[after + 3] == UInt8(ascii: "t") {
                        return true
                    }
                default:
                    break
                }
            }
            return false
        }
    }

    /// The statements of a body range (`{ ... }`) or an initializer expression range of `file`.
    public func block(file: FileIndex, range: SourceRange) -> Block {
        let key = Key(file: file, start: range.start, end: range.end)
        lock.lock()
        if let cached = blocks[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        // Parse outside the lock; a rare duplicate parse is cheaper than serialising all readers.
        let parsed = BodyParser.parse(files[file].source, range: range)
        lock.lock()
        defer { lock.unlock() }
        if let cached = blocks[key] { return cached }
        blocks[key] = parsed
        return parsed
    }

    /// Parses many bodies on `jobs` threads and stores them in one go: no lock per body, and
    /// the table grows once.
    func preload(_ ranges: [(file: FileIndex, range: SourceRange)], jobs: Int) {
        let files = self.files
        let parsed = parallelMap(ranges, jobs: jobs) { BodyParser.parse(files[$0.file].source, range: $0.range) }
        lock.lock()
        defer { lock.unlock() }
        blocks.reserveCapacity(blocks.count + ranges.count)
        for (index, item) in ranges.enumerated() {
            let key = Key(file: item.file, start: item.range.start, end: item.range.end)
            if blocks[key] == nil { blocks[key] = parsed[index] }
        }
    }

    /// Bodies parsed so far that nested too deeply to be built whole: the file and the offset
    /// where that happened, in file and offset order.
    public var truncatedBodies: [(file: FileIndex, offset: UInt32)] {
        lock.lock()
        defer { lock.unlock() }
        return blocks.compactMap { key, block in block.truncatedAt.map { (key.file, $0) } }
            .sorted { ($0.file, $0.offset) < ($1.file, $1.offset) }
    }

    /// How many bodies have been parsed so far (for tests and the benchmark).
    public var parsedCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return blocks.count
    }
}

/// Walks every expression of a body, closures and nested blocks included, depth first.
enum ExprWalker {
    static func walk(_ block: Block, _ visit: (Expr) -> Void) {
        for statement in block.statements { walk(statement, visit) }
    }

    static func walk(_ statement: Statement, _ visit: (Expr) -> Void) {
        switch statement {
        case .expression(let expr):
            walk(expr, visit)
        case .assignment(let assignment):
            walk(assignment.target, visit)
            walk(assignment.value, visit)
        case .local(let local):
            if let initializer = local.initializer { walk(initializer, visit) }
            if let accessors = local.accessorBlock { walk(accessors, visit) }
        case .control(let control):
            for condition in control.conditions { walk(condition.value, visit) }
            for block in control.blocks { walk(block, visit) }
        case .defer(let block):
            walk(block, visit)
        case .jump(_, let value):
            if let value { walk(value, visit) }
        case .declaration:
            break
        }
    }

    static func walk(_ expr: Expr, _ visit: (Expr) -> Void) {
        visit(expr)
        switch expr {
        case .identifier, .literal:
            break
        case .member(let base, _):
            if let base { walk(base, visit) }
        case .call(let call):
            walk(call.callee, visit)
            for argument in call.arguments { walk(argument.value, visit) }
            for trailing in call.trailingClosures { walk(trailing.closure.body, visit) }
        case .subscriptCall(let base, let arguments, _):
            walk(base, visit)
            for argument in arguments { walk(argument.value, visit) }
        case .closure(let closure):
            for capture in closure.captures { if let value = capture.value { walk(value, visit) } }
            walk(closure.body, visit)
        case .postfix(let inner, _), .prefix(_, let inner):
            walk(inner, visit)
        case .sequence(let operands, _):
            for operand in operands { walk(operand, visit) }
        case .tuple(let arguments, _):
            for argument in arguments { walk(argument.value, visit) }
        case .collection(let elements, _):
            for element in elements { walk(element, visit) }
        case .string(let interpolations, _):
            for interpolation in interpolations { walk(interpolation, visit) }
        case .other(let children, _):
            for child in children { walk(child, visit) }
        }
    }

    /// `Foo`, `Module.Foo`, `Outer.Inner` when the expression is a (possibly qualified) type-like name.
    static func dottedName(_ expr: Expr) -> String? {
        switch expr {
        case .identifier(let name):
            return name.text
        case .member(let base?, let name):
            guard let prefix = dottedName(base) else { return nil }
            return prefix + "." + name.text
        default:
            return nil
        }
    }
}
