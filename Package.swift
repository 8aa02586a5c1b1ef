// swift-tools-version: 6.1
import Foundation
import PackageDescription
#if canImport(Glibc)
import Glibc
#endif

/// Where libclang's headers and library are (Debian's `libclang-dev` puts them under
/// /usr/lib/llvm-N, off the default search paths). `RIBLINT_LLVM_ROOT` overrides the search.
let llvmRoot: String? = {
    if let root = ProcessInfo.processInfo.environment["RIBLINT_LLVM_ROOT"] { return root }
    let candidates = ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib")) ?? [])
        .filter { $0.hasPrefix("llvm-") }
        .sorted { (Int($0.dropFirst(5)) ?? 0) > (Int($1.dropFirst(5)) ?? 0) }
        .map { "/usr/lib/" + $0 }
    return candidates.first { FileManager.default.fileExists(atPath: $0 + "/include/clang-c/Index.h") }
}()
// Only the headers: libclang itself is opened at run time (`LibClang`).
let clangSwiftFlags: [String] = llvmRoot.map { ["-Xcc", "-I\($0)/include"] } ?? []

// Release builds of the executable on Linux link with lld when `ld.lld` is on the PATH (the Swift
// toolchain has it), for three things that cut the memory every run maps (`docs/performance.md`):
//
// - The functions a lint run executes, listed in `Sources/riblint/link-order.txt`
//   (`scripts/link-order` writes it), placed together at the start of the code. With each of the
//   linter's functions in its own section (`-function-sections`, below), a run maps 3 to 4 MB
//   fewer pages of code. A function missing from a stale list only sits among the cold code; the
//   list itself must exist (it is part of the package).
// - No dynamic symbol table of its own: `--static-swift-stdlib` exports the executable's 6,500
//   global symbols (`-export-dynamic`) for plugins that riblint does not load (libclang, which it
//   opens, uses none of them). 0.4 MB less resident memory and a slightly quicker start.
// - Packed relative relocations (`DT_RELR`): the 80,000 relocations of a statically linked Swift
//   standard library and Foundation take 15 KB instead of 1.9 MB, which the loader would read at
//   every start. About 1.5 MB less resident memory and a quicker start, with the executable still
//   position-independent. Only when the C library reads them (glibc 2.36 or later), and such an
//   executable needs glibc 2.36 where it runs too.
//
// `RIBLINT_DEFAULT_LINKER=1` keeps the toolchain's default linker and none of them.
let linksWithLLD: Bool = {
    #if os(Linux) && canImport(Glibc)
    let environment = ProcessInfo.processInfo.environment
    if let plain = environment["RIBLINT_DEFAULT_LINKER"], !plain.isEmpty, plain != "0" { return false }
    let path = environment["PATH"] ?? ""
    return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: $0 + "/ld.lld") }
    #else
    return false
    #endif
}()

// Release builds of the linter leave out the run-time exclusivity checks (2 % of a complete
// run's instructions, in class and global accesses); debug builds, which the tests run, keep
// them, so an overlapping access still traps there. The runtime `RIBs` keeps them everywhere.
// They also optimise across the linter's modules (the rules read the model's types through
// accessors of another module): 0.9 % fewer instructions.
let linterSettings: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked", "-cross-module-optimization"], .when(configuration: .release)),
] + (linksWithLLD ? [
    // Each function in its own section, so that lld can place the ones a run executes together
    // (`releaseLinking`, below).
    .unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release)),
] : [])

let releaseLinking: [LinkerSetting] = {
    #if os(Linux) && canImport(Glibc)
    guard linksWithLLD else { return [] }
    var flags = ["-use-ld=lld", "-Xlinker", "--no-export-dynamic"]
    // Not checked for here: SwiftPM caches this manifest's result by its text, not by the files.
    let order = Context.packageDirectory + "/Sources/riblint/link-order.txt"
    flags += ["-Xlinker", "--symbol-ordering-file=" + order, "-Xlinker", "--no-warn-symbol-ordering"]
    // "glibc 2.36"
    var buffer = [CChar](repeating: 0, count: 64)
    let written = confstr(Int32(_CS_GNU_LIBC_VERSION), &buffer, buffer.count)
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let version = written > 0 ? text.split(separator: " ").last ?? "" : ""
    let glibc = version.split(separator: ".").compactMap { Int($0) }
    if glibc.count >= 2, (glibc[0], glibc[1]) >= (2, 36) {
        flags += ["-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]
    }
    return [.unsafeFlags(flags, .when(platforms: [.linux], configuration: .release))]
    #else
    return []
    #endif
}()

// The folders show the pipeline, and every target imports only the layers below it:
//
//   RIBLintLexer -> RIBLintAST -> RIBLintModel -> RIBLintAnalysis -> RIBLintRules -> RIBLintDriver -> riblint
//   RIBLintCore (findings, configuration, suppressions) sits beside them, RIBLintReport on it.
//   RIBLintCache stores ASTs between runs; only the driver uses it.
//
// The runtime framework `RIBs` depends on nothing of the linter. swift-syntax is used only by
// the differential test and the benchmark, never by the linter itself.
let package = Package(
    name: "riblint",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
        .executable(name: "riblint", targets: ["riblint"]),
        .library(name: "RIBs", targets: ["RIBs"]),
        .plugin(name: "RIBLintCommand", targets: ["RIBLintCommand"]),
    ],
    traits: [
        .trait(name: "ObjectiveC", description: "Read Objective-C headers and sources through libclang (needs libclang-dev)."),
        .default(enabledTraits: ["ObjectiveC"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        // MARK: runtime
        .target(
            name: "RIBs",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux, .windows, .android, .wasi])),
                .product(name: "OpenCombineDispatch", package: "OpenCombine", condition: .when(platforms: [.linux, .windows, .android, .wasi])),
            ]
        ),

        // MARK: linter pipeline
        .target(name: "RIBLintLexer", swiftSettings: linterSettings),
        .target(name: "RIBLintAST", dependencies: ["RIBLintLexer"], swiftSettings: linterSettings),
        .target(name: "RIBLintModel", dependencies: ["RIBLintAST", "RIBLintCore"], swiftSettings: linterSettings),
        .target(name: "RIBLintCore", swiftSettings: linterSettings),
        .target(name: "RIBLintCache", dependencies: ["RIBLintLexer", "RIBLintAST", "RIBLintCore"], swiftSettings: linterSettings),
        .systemLibrary(name: "CClang", path: "Sources/CClang"),
        .target(
            name: "RIBLintObjC",
            dependencies: ["CClang", "RIBLintAST"],
            swiftSettings: [.unsafeFlags(clangSwiftFlags)]
        ),
        .target(name: "RIBLintAnalysis", dependencies: ["RIBLintModel", "RIBLintCore"], swiftSettings: linterSettings),
        .target(name: "RIBLintRules", dependencies: ["RIBLintAnalysis", "RIBLintModel", "RIBLintCore"], swiftSettings: linterSettings),
        .target(name: "RIBLintReport", dependencies: ["RIBLintCore"], swiftSettings: linterSettings),
        .target(
            name: "RIBLintDriver",
            dependencies: [
                "RIBLintLexer", "RIBLintAST", "RIBLintModel", "RIBLintCore", "RIBLintAnalysis", "RIBLintRules", "RIBLintReport", "RIBLintCache",
                .target(name: "RIBLintObjC", condition: .when(traits: ["ObjectiveC"])),
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: [.define("RIBLINT_OBJC", .when(traits: ["ObjectiveC"]))] + linterSettings
        ),
        .executableTarget(
            name: "riblint",
            dependencies: ["RIBLintDriver", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            exclude: ["link-order.txt"],
            swiftSettings: linterSettings,
            linkerSettings: releaseLinking
        ),

        // MARK: `swift package riblint`
        .plugin(
            name: "RIBLintCommand",
            capability: .command(
                intent: .custom(verb: "riblint", description: "Lint the package's targets with riblint"),
                permissions: []
            ),
            dependencies: ["riblint"],
            path: "Plugins/RIBLintCommand"
        ),

        // MARK: the demo app, compiled against the runtime so that it is real Swift
        .target(name: "DemoApp", dependencies: ["RIBs"], path: "Fixtures/DemoApp", exclude: ["README.md"]),

        // MARK: benchmark (release build; compares with swift-syntax in the same run)
        // One seeded generator for the generated app and every seeded test.
        .target(name: "SeededRandom", path: "Benchmarks/SeededRandom"),
        .target(name: "AppGenerator", dependencies: ["SeededRandom"], path: "Benchmarks/AppGenerator"),
        .executableTarget(name: "riblint-generate", dependencies: ["AppGenerator"], path: "Benchmarks/riblint-generate"),
        .executableTarget(
            name: "riblint-bench",
            dependencies: [
                "RIBLintLexer", "RIBLintAST", "RIBLintDriver", "RIBLintAnalysis", "AppGenerator",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            path: "Benchmarks/riblint-bench"
        ),

        // MARK: tests
        .target(name: "RIBLintTestSupport", dependencies: ["RIBLintDriver"], path: "Tests/RIBLintTestSupport"),
        .testTarget(name: "RIBsTests", dependencies: ["RIBs"]),
        .testTarget(name: "DemoAppTests", dependencies: ["DemoApp", "RIBs", "RIBLintDriver", "RIBLintTestSupport"]),
        .testTarget(name: "RIBLintLexerTests", dependencies: ["RIBLintLexer", "SeededRandom"]),
        .testTarget(name: "RIBLintASTTests", dependencies: ["RIBLintAST", "SeededRandom"]),
        .testTarget(name: "RIBLintModelTests", dependencies: ["RIBLintModel", "RIBLintTestSupport", "SeededRandom"]),
        .testTarget(name: "RIBLintCoreTests", dependencies: ["RIBLintCore", "RIBLintReport", "SeededRandom"]),
        .testTarget(name: "RIBLintCacheTests", dependencies: ["RIBLintCache", "RIBLintTestSupport", "SeededRandom"]),
        .testTarget(name: "RIBLintAnalysisTests", dependencies: ["RIBLintAnalysis", "RIBLintRules", "RIBLintTestSupport"]),
        .testTarget(name: "RIBLintRulesTests", dependencies: ["RIBLintRules", "RIBLintTestSupport", "SeededRandom"]),
        .testTarget(name: "RIBLintCLITests", dependencies: ["RIBLintTestSupport", "SeededRandom"]),
        .testTarget(
            name: "RIBLintObjCTests",
            dependencies: [.target(name: "RIBLintObjC", condition: .when(traits: ["ObjectiveC"])), "RIBLintTestSupport", "SeededRandom"],
            swiftSettings: [.define("RIBLINT_OBJC", .when(traits: ["ObjectiveC"]))]
        ),
        // Every module the tests import, so that a change to one rebuilds them.
        .testTarget(name: "AppGeneratorTests", dependencies: ["AppGenerator", "RIBLintTestSupport", "RIBLintDriver", "RIBLintRules"]),
        .testTarget(
            name: "DifferentialTests",
            dependencies: [
                "RIBLintLexer", "RIBLintAST",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v5]
)
