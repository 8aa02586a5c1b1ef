import AppGenerator
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// riblint-generate --ribs N --seed S --output DIR
/// Writes a synthetic RIBs app and DIR/expected-findings.json (the planted violations).

func fail(_ message: String) -> Never {
    fputs("riblint-generate: \(message)\n", stderr)
    fputs("usage: riblint-generate [--ribs N] [--seed S] --output DIR\n", stderr)
    exit(2)
}

var ribs = 600
var seed: UInt64 = 1
var output: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--ribs":
        guard let value = arguments.popFirst(), let number = Int(value), number >= 2 else { fail("--ribs needs a number >= 2") }
        ribs = number
    case "--seed":
        guard let value = arguments.popFirst(), let number = UInt64(value) else { fail("--seed needs a non-negative integer") }
        seed = number
    case "--output":
        guard let value = arguments.popFirst() else { fail("--output needs a directory") }
        output = value
    case "-h", "--help":
        print("usage: riblint-generate [--ribs N] [--seed S] --output DIR")
        exit(0)
    default:
        fail("unknown argument \(argument)")
    }
}
guard let directory = output else { fail("--output is required") }

let app = AppGenerator.generate(ribs: ribs, seed: seed)
do {
    try app.write(to: directory)
} catch {
    fail("cannot write to \(directory): \(error)")
}
print("wrote \(app.files.count) files, \(app.lineCount) lines, \(app.byteCount) bytes, \(app.ribs.count) RIBs to \(directory)")
let counts = app.expectedCountsByRule
for rule in AppGenerator.plantedRules {
    print("  \(rule): \(counts[rule] ?? 0)")
}
print("  total expected findings: \(app.expectedFindings.count)")
