/// Whether a file's bytes hold a word at all: a cheap test that lets a rule skip the files it
/// cannot be about before it walks their syntax.
public enum ByteSearch {
    public static func contains(_ haystack: [UInt8], _ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, pattern.count <= haystack.count else { return pattern.isEmpty }
        return haystack.withUnsafeBytes { hay in
            pattern.withUnsafeBytes { pin in
                platformMemmem(hay.baseAddress!, hay.count, pin.baseAddress!, pin.count) != nil
            }
        }
    }

    /// The files among `candidates` (nil: every file of the model) whose bytes hold any of `words`.
    public static func files(of model: ProjectModel, among candidates: Set<FileIndex>? = nil,
                             containingAnyOf words: [String]) -> Set<FileIndex> {
        var result: Set<FileIndex> = []
        for index in candidates.map(Array.init) ?? Array(model.files.indices)
        where words.contains(where: { contains(model.files[index].source.bytes, $0) }) {
            result.insert(index)
        }
        return result
    }
}
