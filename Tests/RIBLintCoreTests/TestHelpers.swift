import Foundation
import RIBLintCore
import XCTest

/// The rules of SPEC section 4 as the registry will describe them (ids and default severities).
let specRules: [RuleMetadata] = [
    rule("leak/strong-listener", .error, options: [
        "typeSuffixes": .array([.string("Listener"), .string("PresentableListener"), .string("Delegate"), .string("Routing")]),
        "propertyNames": .array([.string("listener"), .string("router"), .string("delegate")]),
    ]),
    rule("leak/retained-after-detach", .warning),
    rule("leak/child-never-detached", .warning),
    rule("leak/self-capture-in-stored-closure", .warning),
    rule("lifecycle/unconfined-subscription", .error),
    rule("lifecycle/subscription-before-activation", .error),
    rule("lifecycle/missing-super-call", .error, options: [
        "methods": .array(["didBecomeActive", "willResignActive", "didLoad", "willLoad", "didStart", "didStop"].map { .string($0) }),
    ]),
    rule("rx/upward-subscription", .error),
    rule("rx/child-exposes-stream", .warning),
    rule("rx/subscription-in-router", .warning),
    rule("rx/view-update-off-main-thread", .error, options: ["strict": .bool(false)]),
    rule("di/unfulfilled-dependency", .error),
    rule("di/dependency-type-mismatch", .error),
    rule("di/unused-dependency", .info),
    rule("di/mutable-stream-passed-down", .warning),
    rule("di/unshared-instance", .warning),
    rule("structure/incomplete-rib", .warning),
    rule("structure/unreachable-rib", .info),
    rule("structure/view-in-interactor", .warning),
]

private func rule(_ id: String, _ severity: Severity, options: [String: ConfigValue] = [:]) -> RuleMetadata {
    RuleMetadata(id: id, defaultSeverity: severity, summary: "summary of \(id)", rationale: "rationale of \(id)",
                 optionDefaults: options)
}

/// The package root: three levels above this file.
let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// `shared/schemas`, searched upward from the package root (it sits beside the repositories).
func schemaPath(_ name: String) throws -> String {
    var directory = packageRoot
    for _ in 0..<6 {
        let candidate = directory.appendingPathComponent("shared/schemas/\(name)").path
        if FileManager.default.fileExists(atPath: candidate) { return candidate }
        directory = directory.deletingLastPathComponent()
    }
    throw XCTSkip("shared/schemas/\(name) not found above \(packageRoot.path)")
}

/// A fresh empty directory, removed after the test.
func temporaryDirectory(_ test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("riblint-core-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

struct ProcessResult {
    var status: Int32
    var output: String
}

func runPython(_ script: String, arguments: [String]) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
}

private let validatorScript = """
import json, sys
try:
    import jsonschema
except ImportError:
    print("jsonschema missing")
    sys.exit(3)
with open(sys.argv[1]) as f:
    schema = json.load(f)
with open(sys.argv[2]) as f:
    document = json.load(f)
validator = jsonschema.validators.validator_for(schema)(schema)
errors = sorted(validator.iter_errors(document), key=lambda e: [str(p) for p in e.absolute_path])
for error in errors[:20]:
    print("/".join(str(p) for p in error.absolute_path) + ": " + error.message)
sys.exit(1 if errors else 0)
"""

/// Fails the test with jsonschema's messages when `json` is not valid against the schema.
func assertValid(json: String, schemaName: String, test: XCTestCase, file: StaticString = #filePath, line: UInt = #line) throws {
    try assertValid(json: json, schemaPath: try schemaPath(schemaName), test: test, file: file, line: line)
}

func assertValid(json: String, schemaPath schema: String, test: XCTestCase, file: StaticString = #filePath, line: UInt = #line) throws {
    let directory = try temporaryDirectory(test)
    let documentPath = directory.appendingPathComponent("document.json").path
    try json.write(toFile: documentPath, atomically: false, encoding: .utf8)
    let result = try runPython(validatorScript, arguments: [schema, documentPath])
    if result.status == 3 {
        XCTFail("python3 cannot import jsonschema: run scripts/bootstrap (it installs it)", file: file, line: line)
        return
    }
    XCTAssertEqual(result.status, 0, "not valid against \(schema):\n\(result.output)", file: file, line: line)
}
