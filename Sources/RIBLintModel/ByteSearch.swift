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
}
