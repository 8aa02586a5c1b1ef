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

extension MultiByteSearch {
    /// Whether some pattern occurs in the bytes of `range` (cut at the end of `bytes`).
    public func occurs(in bytes: [UInt8], _ range: SourceRange) -> Bool {
        let start = Int(range.start), end = min(Int(range.end), bytes.count)
        guard start < end else { return false }
        return bytes.withUnsafeBufferPointer { occurs(in: UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }
}
