#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RIBLintAST
import RIBLintCore

extension ByteSearch {
    /// The files among `candidates` (nil: every file of the model) whose bytes hold any of
    /// `words`: a cheap test that lets a rule skip the files it cannot be about before it
    /// walks their syntax.
    public static func files(of model: ProjectModel, among candidates: Set<FileIndex>? = nil,
                             containingAnyOf words: [String]) -> Set<FileIndex> {
        var result: Set<FileIndex> = []
        for index in candidates.map(Array.init) ?? Array(model.files.indices)
        where words.contains(where: { contains(model.files[index].source.bytes, $0) }) {
            result.insert(index)
        }
        return result
    }

    /// Whether the bytes of `range` (cut at the end of `bytes`) hold `word`: the test that lets a
    /// rule leave a body it cannot be about unparsed.
    public static func contains(_ bytes: [UInt8], _ word: String, in range: SourceRange) -> Bool {
        let start = Int(range.start), end = min(Int(range.end), bytes.count)
        guard start < end else { return false }
        var pattern = word
        return pattern.withUTF8 { needle in
            bytes.withUnsafeBytes { all in
                firstOffset(of: UnsafeRawBufferPointer(needle), in: UnsafeRawBufferPointer(rebasing: all[start..<end])) != nil
            }
        }
    }
}

extension ByteSearch {
    /// Whether `bytes` (within `range`, when given) write what looks like a call of `name`'s
    /// initializer: the name as a whole word, followed by `(`, `.init(` or `<` (generic
    /// arguments). A cheap test before a body is parsed to find constructions of a type.
    public static func writesConstruction(of name: String, in bytes: [UInt8], range: SourceRange? = nil) -> Bool {
        let start = range.map { Int($0.start) } ?? 0
        let end = min(range.map { Int($0.end) } ?? bytes.count, bytes.count)
        guard start < end, !name.isEmpty else { return false }
        var pattern = name
        return pattern.withUTF8 { needle in
            bytes.withUnsafeBytes { all in
                let hay = UnsafeRawBufferPointer(rebasing: all[start..<end])
                var offset = 0
                while let found = firstOffset(of: UnsafeRawBufferPointer(needle), in: hay, from: offset) {
                    let after = found + needle.count
                    offset = after
                    if found > 0, ModuleMap.isIdentifierByte(hay[found - 1]) { continue }
                    if isConstruction(in: hay, after: after) { return true }
                }
                return false
            }
        }
    }
}

extension ByteSearch {
    /// Each whole identifier that ends in `suffix`, is `lengths` bytes long and is written as a
    /// construction (followed by `(`, `.init(` or `<`), with the offset where it starts: one fast
    /// search for the suffix instead of one for every name, and a string made only for a name of
    /// a length asked for.
    public static func constructedNames(endingIn suffix: String, lengths: Set<Int>, in bytes: [UInt8], _ body: (String, Int) -> Void) {
        guard !suffix.isEmpty else { return }
        var pattern = suffix
        pattern.withUTF8 { needle in
            bytes.withUnsafeBytes { hay in
                var offset = 0
                while let found = firstOffset(of: UnsafeRawBufferPointer(needle), in: hay, from: offset) {
                    let after = found + needle.count
                    offset = after
                    guard isConstruction(in: hay, after: after) else { continue }
                    var start = found
                    while start > 0, ModuleMap.isIdentifierByte(hay[start - 1]) { start -= 1 }
                    guard lengths.contains(after - start) else { continue }
                    body(String(decoding: UnsafeRawBufferPointer(rebasing: hay[start..<after]), as: UTF8.self), start)
                }
            }
        }
    }

    /// Whether what follows a name at `after` makes it a construction: `(`, `<` (generic
    /// arguments) or `.init(`; with `trailingClosure`, also `{`, ` {` and `.init` followed by
    /// anything (`FooBuilder { ... }`).
    static func isConstruction(in hay: UnsafeRawBufferPointer, after: Int, trailingClosure: Bool = false) -> Bool {
        guard after < hay.count else { return false }
        let next = hay[after]
        if next == UInt8(ascii: "(") || next == UInt8(ascii: "<") { return true }
        if trailingClosure, next == UInt8(ascii: "{") || (next == UInt8(ascii: " ") && after + 1 < hay.count && hay[after + 1] == UInt8(ascii: "{")) {
            return true
        }
        guard next == UInt8(ascii: "."), after + 4 < hay.count, hay[after + 1] == UInt8(ascii: "i"), hay[after + 2] == UInt8(ascii: "n"),
              hay[after + 3] == UInt8(ascii: "i"), hay[after + 4] == UInt8(ascii: "t") else { return false }
        return trailingClosure || (after + 5 < hay.count && hay[after + 5] == UInt8(ascii: "("))
    }
}

extension MultiByteSearch {
    /// Whether some pattern occurs in the bytes of `range` (cut at the end of `bytes`).
    public func occurs(in bytes: [UInt8], _ range: SourceRange) -> Bool {
        let start = Int(range.start), end = min(Int(range.end), bytes.count)
        guard start < end else { return false }
        return bytes.withUnsafeBufferPointer { occurs(in: UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }
}

extension ByteSearch {
    /// Whether `bytes` write a construction (`isConstruction`, trailing closures included) of a
    /// name ending in `Builder` (`builder`), or in `Interactor` or `Router` (`part`): the answers
    /// of three `firstOffset` searches, in one pass. Sixteen offsets per step are tested by their
    /// first byte and the names' last `r`, each name's `r` at its own distance, and only those
    /// that pass are compared whole.
    static func constructionFacts(_ bytes: [UInt8]) -> (builder: Bool, part: Bool) {
        bytes.withUnsafeBytes { hay in
            guard let base = hay.baseAddress else { return (false, false) }
            let count = hay.count
            var builder = false, part = false
            /// Whether the name starting at `offset` is `word` (whose first and last bytes matched)
            /// followed by a construction.
            func constructs(_ word: StaticString, at offset: Int) -> Bool {
                let length = word.utf8CodeUnitCount
                guard offset + length <= count, memcmp(base + offset, word.utf8Start, length) == 0 else { return false }
                return ByteSearch.isConstruction(in: hay, after: offset + length, trailingClosure: true)
            }
            func test(at offset: Int) {
                switch base.load(fromByteOffset: offset, as: UInt8.self) {
                case UInt8(ascii: "B"): if !builder, constructs("Builder", at: offset) { builder = true }
                case UInt8(ascii: "R"): if !part, constructs("Router", at: offset) { part = true }
                case UInt8(ascii: "I"): if !part, constructs("Interactor", at: offset) { part = true }
                default: break
                }
            }
            // The longest name is ten bytes: a step reads up to offset + 9 + 15.
            var offset = 0
            let rs = SIMD16<UInt8>(repeating: UInt8(ascii: "r"))
            let bees = SIMD16<UInt8>(repeating: UInt8(ascii: "B"))
            let ars = SIMD16<UInt8>(repeating: UInt8(ascii: "R"))
            let eyes = SIMD16<UInt8>(repeating: UInt8(ascii: "I"))
            while offset &+ 25 <= count && !(builder && part) {
                let heads = base.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
                let at5 = base.loadUnaligned(fromByteOffset: offset &+ 5, as: SIMD16<UInt8>.self)
                let at6 = base.loadUnaligned(fromByteOffset: offset &+ 6, as: SIMD16<UInt8>.self)
                let at9 = base.loadUnaligned(fromByteOffset: offset &+ 9, as: SIMD16<UInt8>.self)
                let candidates = ((heads .== bees) .& (at6 .== rs)) .| ((heads .== ars) .& (at5 .== rs)) .| ((heads .== eyes) .& (at9 .== rs))
                // The mask's lanes are 0 or all ones: two words tell whether any is set. (`any`
                // compiled here to a call that reduces the lanes by comparisons, without SSE4.1.)
                let words = unsafeBitCast(candidates, to: SIMD2<UInt64>.self)
                if words[0] | words[1] != 0 {
                    for lane in 0..<16 where candidates[lane] { test(at: offset &+ lane) }
                }
                offset &+= 16
            }
            while offset < count && !(builder && part) {
                test(at: offset)
                offset &+= 1
            }
            return (builder, part)
        }
    }
}
