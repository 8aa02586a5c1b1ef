// libFuzzer entry point for the whole Swift pipeline: the input is split at NUL bytes into up to
// four Swift files, which go through the parser, the model (types, RIBs, tree, DI graph), every
// rule and the JSON reporter. It checks that every finding points inside its file and that the
// report is produced. Built by `scripts/fuzz SECONDS PipelineFuzz` (the modules file lists the
// layers). Objective-C headers are left out: libclang runs in worker processes in the linter
// and is fuzzed through its own input screen in the unit tests.
import RIBLintAST
import RIBLintCore
import RIBLintLexer
import RIBLintModel
import RIBLintReport
import RIBLintRules

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var chunks = bytes.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false).map(Array.init)
    if chunks.isEmpty { chunks = [[]] }
    let files = chunks.enumerated().map { index, chunk in
        SyntaxParser.parse(SourceBuffer(path: "Feature\(index)/File\(index).swift", bytes: chunk))
    }
    // Two folders are their own modules, so module lookups run too.
    let modules = ModuleMap(defaultModule: "App", folders: ["Feature1": "Feature1", "Feature2": "Feature2"])
    let model = ProjectModel.build(files: files, modules: modules, vocabulary: .default)
    var findings: [Finding] = []
    for rule in RuleRegistry.all {
        let id = rule.description.id
        let pass = RulePass(ruleId: id, model: model, vocabulary: .default, options: rule.description.options)
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
