import RIBLintAST
/// PLACEHOLDER until the model lands.
public final class ProjectModel: @unchecked Sendable {
    public let files: [FileSyntax]
    public init(files: [FileSyntax]) { self.files = files }
}
