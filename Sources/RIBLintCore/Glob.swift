#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Glob patterns for `include` and `exclude`, matched against paths relative to the scanned root.
///
/// - `*` matches any run of characters within one path component, `?` one character, `[abc]`,
///   `[a-z]` and `[!abc]` one character of (not of) a set, `\*` a literal `*`.
/// - `**` as a whole component matches any number of components, none included.
/// - A pattern without `/` (`Pods`, `*Mocks.swift`) matches a component at any depth; a pattern
///   with a `/` inside (`App/Generated/**`, `/Scripts`) is anchored at the root.
/// - A pattern that matches a directory matches everything below it; a trailing `/` (`Mocks/`)
///   makes the pattern match directories only.
public enum Glob {
    /// Compiles `pattern` and matches it; compile once with `GlobPattern` when matching many paths.
    public static func matches(pattern: String, path: String, isDirectory: Bool = false) -> Bool {
        GlobPattern(pattern).matches(path, isDirectory: isDirectory)
    }

    /// Why `pattern` is not a usable glob, or nil when it is.
    public static func problem(in pattern: String) -> String? {
        if pattern.isEmpty { return "an empty pattern matches nothing" }
        let bytes = Array(pattern.utf8)
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                index += 2
                continue
            case UInt8(ascii: "["):
                guard GlobPattern.closingBracket(in: bytes, from: index) != nil else {
                    return "'[' at offset \(index) has no closing ']'"
                }
            default: break
            }
            index += 1
        }
        return nil
    }
}

/// A compiled glob pattern (see `Glob`).
public struct GlobPattern: Sendable, Hashable {
    public let pattern: String
    private let segments: [Segment]
    /// A trailing `/`: the pattern names folders only.
    let directoryOnly: Bool
    /// The one component this pattern names at any depth (`Pods`, `*Tests`, `Mocks/`,
    /// `**/*.swift`), or nil for a pattern anchored at the root or spanning components. Such a
    /// pattern matches a path exactly when it matches one of its components (only a folder's,
    /// for a trailing `/`): `PathFilter`'s walk by name relies on this.
    let componentSegment: Segment?
    /// For a component pattern that is `*` and then plain bytes, as most of the default
    /// excludes are (`*Tests`, `*.generated.swift`), those bytes: a name matches when it ends
    /// with them, which one comparison tells (`ComponentMatchers`).
    private let componentEnding: [UInt8]?

    enum Token: Sendable, Hashable {
        case byte(UInt8)
        case anyCharacter
        case anyRun
        case set(bytes: [UInt8], ranges: [ClosedRange<UInt8>], negated: Bool)
    }

    enum Segment: Sendable, Hashable {
        case anyDepth
        case anyComponent
        case literal([UInt8])
        case wildcard([Token])
    }

    /// `matchesBelow: false` (for CODEOWNERS) makes a pattern match only what it names, not
    /// everything below a directory it names, unless it ends with `/`.
    public init(_ pattern: String, matchesBelow: Bool = true) {
        self.pattern = pattern
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        var directoryOnly = false
        while text.hasSuffix("/") {
            directoryOnly = true
            text = text.dropLast()
        }
        var anchored = false
        if text.hasPrefix("/") {
            anchored = true
            text = text.drop(while: { $0 == "/" })
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        if parts.count > 1 { anchored = true }
        var segments: [Segment] = []
        if !anchored { segments.append(.anyDepth) }
        for part in parts {
            let segment = Self.compileSegment(Array(part.utf8))
            if case .anyDepth = segment, case .anyDepth? = segments.last { continue }
            segments.append(segment)
        }
        // A match of the pattern's own components may be a directory: everything below it matches too.
        if directoryOnly { segments.append(.anyComponent) }
        var endsAtAnyDepth = false
        if case .anyDepth? = segments.last { endsAtAnyDepth = true }
        if (matchesBelow || directoryOnly) && !endsAtAnyDepth { segments.append(.anyDepth) }
        self.segments = segments
        self.directoryOnly = directoryOnly
        // `**`, X, `**` (with `*` before the last `**` for a trailing `/`): X at any depth, and
        // anything below it.
        var componentSegment: Segment?
        if matchesBelow, segments.count > 1 {
            let middle = segments[1]
            switch middle {
            case .literal, .wildcard:
                if segments == [.anyDepth, middle] + (directoryOnly ? [.anyComponent] : []) + [.anyDepth] { componentSegment = middle }
            case .anyDepth, .anyComponent:
                break
            }
        }
        self.componentSegment = componentSegment
        var ending: [UInt8]?
        if case .wildcard(let tokens)? = componentSegment, case .anyRun? = tokens.first {
            var bytes: [UInt8] = []
            for token in tokens.dropFirst() {
                guard case .byte(let byte) = token else { bytes = []; break }
                bytes.append(byte)
            }
            if !bytes.isEmpty { ending = bytes }
        }
        componentEnding = ending
    }

    /// How a component pattern matches a name, for `ComponentMatchers`: by the whole name, by
    /// its ending, or only through `matchesComponent`. Nil for a pattern that is not one.
    var componentShape: (bytes: [UInt8], exact: Bool)? {
        if let componentEnding { return (componentEnding, false) }
        if case .literal(let bytes)? = componentSegment { return (bytes, true) }
        return nil
    }

    /// Whether `name`, one path component, is what a component pattern names (see
    /// `componentSegment`); false for any other pattern.
    func matchesComponent(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let componentSegment, !name.isEmpty else { return false }
        return Self.matchSegment(componentSegment, name, 0..<name.count)
    }

    /// `path` is relative, with `/`; `isDirectory` says whether the path itself is a directory (a
    /// directory-only pattern then matches the path itself, not only what is below it).
    public func matches(_ path: String, isDirectory: Bool = false) -> Bool {
        let split = SplitPath(path)
        return matches(split, isDirectory: isDirectory)
    }

    func matches(_ path: SplitPath, isDirectory: Bool) -> Bool {
        if directoryOnly && isDirectory {
            // The trailing `*/**` demands one component below the directory; the directory itself
            // also qualifies, so match it as if a child were present.
            return path.bytes.withUnsafeBufferPointer { bytes in
                matchSegments(bytes, path.components, extraComponent: true)
            }
        }
        return path.bytes.withUnsafeBufferPointer { bytes in
            matchSegments(bytes, path.components, extraComponent: false)
        }
    }

    /// Greedy matching with backtracking to the last `**` only: linear for patterns with one `**`,
    /// never exponential.
    private func matchSegments(_ bytes: UnsafeBufferPointer<UInt8>, _ components: [Range<Int>], extraComponent: Bool) -> Bool {
        let count = components.count + (extraComponent ? 1 : 0)
        var segmentIndex = 0
        var componentIndex = 0
        var starSegment = -1
        var starComponent = 0
        while componentIndex < count {
            if segmentIndex < segments.count {
                let segment = segments[segmentIndex]
                if case .anyDepth = segment {
                    starSegment = segmentIndex
                    starComponent = componentIndex
                    segmentIndex += 1
                    continue
                }
                let matched: Bool
                if componentIndex == components.count {
                    // The stand-in child of a directory matched by a directory-only pattern.
                    if case .anyComponent = segment { matched = true } else { matched = false }
                } else {
                    matched = Self.matchSegment(segment, bytes, components[componentIndex])
                }
                if matched {
                    segmentIndex += 1
                    componentIndex += 1
                    continue
                }
            }
            if starSegment >= 0 {
                segmentIndex = starSegment + 1
                starComponent += 1
                componentIndex = starComponent
                continue
            }
            return false
        }
        while segmentIndex < segments.count, case .anyDepth = segments[segmentIndex] { segmentIndex += 1 }
        return segmentIndex == segments.count
    }

    private static func matchSegment(_ segment: Segment, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        switch segment {
        case .anyDepth, .anyComponent:
            return true
        case .literal(let literal):
            guard literal.count == range.count else { return false }
            var offset = range.lowerBound
            for byte in literal {
                if bytes[offset] != byte { return false }
                offset += 1
            }
            return true
        case .wildcard(let tokens):
            return matchTokens(tokens, bytes, range)
        }
    }

    private static func matchTokens(_ tokens: [Token], _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        // A match consumes the whole component and the last tokens last: the bytes a pattern ends
        // with (`*Tests`, `*Mock.swift`) must end the component, which most path components fail
        // at once, before any backtracking. What is left of the pattern then has to match what is
        // left of the component, and no more: `*.swift` is done once `.swift` ends the name.
        var tail = tokens.count - 1
        var end = range.upperBound
        while tail >= 0, case .byte(let byte) = tokens[tail] {
            guard end > range.lowerBound, bytes[end - 1] == byte else { return false }
            tail -= 1
            end -= 1
        }
        let count = tail + 1
        var tokenIndex = 0
        var offset = range.lowerBound
        var starToken = -1
        var starOffset = 0
        while offset < end {
            if tokenIndex < count {
                switch tokens[tokenIndex] {
                case .anyRun:
                    starToken = tokenIndex
                    starOffset = offset
                    tokenIndex += 1
                    continue
                case .byte(let byte):
                    if bytes[offset] == byte {
                        tokenIndex += 1
                        offset += 1
                        continue
                    }
                case .anyCharacter:
                    offset = nextCharacter(bytes, offset, end)
                    tokenIndex += 1
                    continue
                case .set(let members, let ranges, let negated):
                    let byte = bytes[offset]
                    let isMember = members.contains(byte) || ranges.contains { $0.contains(byte) }
                    if isMember != negated {
                        offset = nextCharacter(bytes, offset, end)
                        tokenIndex += 1
                        continue
                    }
                }
            }
            // A `*` as the last token left takes the rest at once.
            if starToken == count - 1 && tokenIndex == count { return true }
            if starToken >= 0 {
                tokenIndex = starToken + 1
                starOffset += 1
                offset = starOffset
                continue
            }
            return false
        }
        while tokenIndex < count, case .anyRun = tokens[tokenIndex] { tokenIndex += 1 }
        return tokenIndex == count
    }

    /// `?` and sets stand for a whole character, not one byte of it.
    private static func nextCharacter(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int, _ end: Int) -> Int {
        var next = offset + 1
        while next < end, bytes[next] & 0xC0 == 0x80 { next += 1 }
        return next
    }

    private static func compileSegment(_ bytes: [UInt8]) -> Segment {
        if bytes == [UInt8(ascii: "*"), UInt8(ascii: "*")] { return .anyDepth }
        if !bytes.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "\\") }) {
            return .literal(bytes)
        }
        var tokens: [Token] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "*"):
                if case .anyRun? = tokens.last {} else { tokens.append(.anyRun) }
                index += 1
            case UInt8(ascii: "?"):
                tokens.append(.anyCharacter)
                index += 1
            case UInt8(ascii: "\\") where index + 1 < bytes.count:
                tokens.append(.byte(bytes[index + 1]))
                index += 2
            case UInt8(ascii: "["):
                if let close = closingBracket(in: bytes, from: index) {
                    tokens.append(compileSet(bytes[(index + 1)..<close]))
                    index = close + 1
                } else {
                    tokens.append(.byte(byte))
                    index += 1
                }
            default:
                tokens.append(.byte(byte))
                index += 1
            }
        }
        if tokens.allSatisfy({ if case .byte = $0 { true } else { false } }) {
            return .literal(tokens.map { if case .byte(let byte) = $0 { byte } else { 0 } })
        }
        return .wildcard(tokens)
    }

    /// The index of the `]` closing the set opened at `open`; a `]` right after `[` or `[!` is a member.
    static func closingBracket(in bytes: [UInt8], from open: Int) -> Int? {
        var index = open + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "!") || bytes[index] == UInt8(ascii: "^") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1 }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "]") { return index }
            if bytes[index] == UInt8(ascii: "/") { return nil }
            index += 1
        }
        return nil
    }

    private static func compileSet(_ body: ArraySlice<UInt8>) -> Token {
        var members: [UInt8] = []
        var ranges: [ClosedRange<UInt8>] = []
        var negated = false
        var index = body.startIndex
        if index < body.endIndex, body[index] == UInt8(ascii: "!") || body[index] == UInt8(ascii: "^") {
            negated = true
            index += 1
        }
        while index < body.endIndex {
            let low = body[index]
            if index + 2 < body.endIndex, body[index + 1] == UInt8(ascii: "-") {
                let high = body[index + 2]
                if low <= high { ranges.append(low...high) }
                index += 3
            } else {
                members.append(low)
                index += 1
            }
        }
        return .set(bytes: members, ranges: ranges, negated: negated)
    }
}

/// A path split once into its components, so that many patterns can test it.
struct SplitPath {
    let bytes: [UInt8]
    let components: [Range<Int>]

    init(_ path: String) {
        let bytes = Array(path.utf8)
        var components: [Range<Int>] = []
        var start = 0
        var index = 0
        func close(_ end: Int) {
            let range = start..<end
            if !range.isEmpty && !(range.count == 1 && bytes[range.lowerBound] == UInt8(ascii: ".")) {
                components.append(range)
            }
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") {
                close(index)
                start = index + 1
            }
            index += 1
        }
        close(bytes.count)
        self.bytes = bytes
        self.components = components
    }
}

/// `include` and `exclude` together: what the file walker asks about every path.
public struct PathFilter: Sendable, Hashable {
    public let include: [GlobPattern]
    public let exclude: [GlobPattern]
    /// `include` and `exclude` as the walk by name matches them (derived: not part of equality).
    private let includedNames: ComponentMatchers
    private let excludedNames: ComponentMatchers

    public init(include: [String], exclude: [String]) {
        self.include = include.map { GlobPattern($0) }
        self.exclude = exclude.map { GlobPattern($0) }
        walksByName = !self.include.contains { $0.componentSegment == nil } && !self.exclude.contains { $0.componentSegment == nil }
        includedNames = ComponentMatchers(self.include)
        excludedNames = ComponentMatchers(self.exclude)
    }

    public static func == (lhs: PathFilter, rhs: PathFilter) -> Bool {
        lhs.include == rhs.include && lhs.exclude == rhs.exclude
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(include)
        hasher.combine(exclude)
    }

    /// Whether a file at `path` (relative to the scanned root) is linted. An empty `include`
    /// includes everything.
    public func shouldLint(_ path: String) -> Bool {
        let split = SplitPath(path)
        if !include.isEmpty && !include.contains(where: { $0.matches(split, isDirectory: false) }) { return false }
        return !exclude.contains { $0.matches(split, isDirectory: false) }
    }

    /// The file walker's question in one call: a path ending in `/` is a directory (excluded
    /// when an `exclude` pattern matches it), any other path a file (excluded unless it is linted).
    public func isExcluded(_ path: String) -> Bool {
        if path.hasSuffix("/") { return isExcluded(directory: String(path.dropLast())) }
        return !shouldLint(path)
    }

    /// Whether the walker may skip the directory at `path` and everything below it.
    public func isExcluded(directory path: String) -> Bool {
        let split = SplitPath(path)
        return exclude.contains { $0.matches(split, isDirectory: true) }
    }

    // MARK: walking by name

    /// Whether every pattern names one component at any depth (the defaults do): then a walker
    /// that descends folder by folder, and never into an excluded one, decides each entry by its
    /// name and its folder's `FolderState`, instead of matching every pattern against every
    /// component of every path.
    public let walksByName: Bool

    /// What a walker by name keeps of a folder: whether an `include` pattern matched it or a
    /// folder above it (every file below it is then included, as with `shouldLint`).
    public struct FolderState: Sendable, Equatable {
        public var included: Bool
    }

    /// The scanned root's state: nothing above it was matched.
    public var rootState: FolderState { FolderState(included: include.isEmpty) }

    /// The state of the folder `name` inside a folder in `parent`, or nil when an `exclude`
    /// pattern leaves it out. Only when `walksByName`; equal to `isExcluded(directory:)` on the
    /// folder's path, given that no folder above it was excluded.
    public func enter(folderNamed name: String, in parent: FolderState) -> FolderState? {
        var name = name
        return name.withUTF8 { bytes in
            if excludedNames.matchAny(bytes, isFolder: true) { return nil }
            return FolderState(included: parent.included || includedNames.matchAny(bytes, isFolder: true))
        }
    }

    /// Whether the file `name` in a folder in `folder` is linted. Only when `walksByName`; equal
    /// to `shouldLint` on the file's path, given that no folder above it was excluded.
    public func shouldLint(fileNamed name: String, in folder: FolderState) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            if !folder.included && !includedNames.matchAny(bytes, isFolder: false) { return false }
            return !excludedNames.matchAny(bytes, isFolder: false)
        }
    }
}

/// A list of component patterns as the walk by name asks them of every file and folder: the
/// ones that name a whole component (`Pods`) or its ending (`*Tests`, `*.swift`) are compared
/// as bytes held in one array, without touching each pattern's own storage (whose reference
/// counting cost more than the comparisons); the others go through `matchesComponent`.
struct ComponentMatchers: Sendable {
    private struct Plain: Sendable {
        var start: Int
        var count: Int
        var exact: Bool
        var foldersOnly: Bool
    }

    private var bytes: [UInt8] = []
    private var plain: [Plain] = []
    private var others: [GlobPattern] = []

    init(_ patterns: [GlobPattern]) {
        for pattern in patterns {
            guard let shape = pattern.componentShape else {
                if pattern.componentSegment != nil { others.append(pattern) }
                continue
            }
            plain.append(Plain(start: bytes.count, count: shape.bytes.count, exact: shape.exact, foldersOnly: pattern.directoryOnly))
            bytes += shape.bytes
        }
    }

    /// Whether a pattern matches `name`; for a file (`isFolder` false), patterns ending in `/`
    /// are left out. Equal to `patterns.contains { matchesComponent }` with that filter.
    func matchAny(_ name: UnsafeBufferPointer<UInt8>, isFolder: Bool) -> Bool {
        if let base = name.baseAddress, !name.isEmpty {
            let found = bytes.withUnsafeBufferPointer { all -> Bool in
                for entry in plain where isFolder || !entry.foldersOnly {
                    if entry.exact ? name.count != entry.count : name.count < entry.count { continue }
                    if memcmp(base + (name.count - entry.count), all.baseAddress! + entry.start, entry.count) == 0 { return true }
                }
                return false
            }
            if found { return true }
        }
        return others.contains { (isFolder || !$0.directoryOnly) && $0.matchesComponent(name) }
    }
}
