// libFuzzer entry point for the whole pipeline: the input is split at NUL bytes into up to three
// Swift files and an Objective-C header, which go through the parsers (the header through the
// input screen and libclang, in process here), the model (types, RIBs, tree, DI graph), every
// analysis, every rule and the JSON reporter. It checks that every finding points inside its file
// and that the report is produced. Built by `scripts/fuzz SECONDS PipelineFuzz` (the modules file
// lists the layers).
import RIBLintAnalysis
import RIBLintAST
import RIBLintObjC
import RIBLintCore
import RIBLintLexer
import RIBLintModel
import RIBLintReport
import RIBLintRules

enum PipelineFuzz {
    /// One libclang index for the whole run (nil when libclang cannot be loaded: headers are skipped).
    static let objC = ObjCParser()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var chunks = bytes.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false).map(Array.init)
    if chunks.isEmpty { chunks = [[]] }
    var files: [FileSyntax] = []
    for (index, chunk) in chunks.enumerated() {
        if index == 3 {
            // The fourth part is a header, read as the linter reads one: screened, then libclang.
            let header = SourceBuffer(path: "Legacy/Bridge.h", bytes: chunk)
            if let objC = PipelineFuzz.objC, ObjCScreen.reasonToSkip(chunk) == nil { files.append(objC.parse(header)) }
        } else {
            files.append(SyntaxParser.parse(SourceBuffer(path: "Feature\(index)/File\(index).swift", bytes: chunk)))
        }
    }
    // Two folders are their own modules, so module lookups run too.
    let modules = ModuleMap(defaultModule: "App", folders: ["Feature1": "Feature1", "Feature2": "Feature2"])
    let model = ProjectModel.build(files: files, modules: modules, vocabulary: .default)
    // Every analysis any rule requires, as the linter plans them.
    let readers = RuleRegistry.all.map { AnalysisReader(name: "rule \($0.description.id)", requires: $0.description.requires) }
    guard let plan = try? AnalysisPlan(readers: readers, registry: AnalyzerRegistry.all) else { fatalError("no analysis plan") }
    let analyses = plan.run(model: model, vocabulary: .default, jobs: 1)
    var findings: [Finding] = []
    for rule in RuleRegistry.all {
        let id = rule.description.id
        let pass = RulePass(ruleId: id, model: model, vocabulary: .default, options: rule.description.options,
                            analyses: analyses, requires: rule.description.requires)
        rule.check(pass)
        for raw in pass.findings {
            guard Int(raw.offset) <= raw.source.bytes.count else {
                fatalError("\(id) points at offset \(raw.offset) outside \(raw.source.path) (\(raw.source.bytes.count) bytes)")
            }
            let (line, column) = raw.source.location(of: raw.offset)
            findings.append(Finding(rule: id, severity: .warning, file: raw.source.path, line: line, column: column,
                                    message: raw.message, rib: raw.rib))
        }
    }
    _ = TreeRendering.text(model)
    _ = GraphRendering.json(model)
    let report = JSONReporter().render(ReportInput(findings: findings,
                                                   summary: ReportSummary(files: files.count, lines: 0, ribs: model.ribs.count, durationMs: 0),
                                                   toolVersion: "fuzz"))
    if report.isEmpty { fatalError("empty report") }
    return 0
}
