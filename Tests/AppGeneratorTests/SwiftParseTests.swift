import AppGenerator
import Foundation
import XCTest

/// Every generated file is valid Swift as far as the compiler's parser is concerned (the app
/// imports UIKit and RxSwift, which Linux does not have, so it is parsed, not type-checked).
final class SwiftParseTests: XCTestCase {
    func testEveryGeneratedFilePassesSwiftcParse() throws {
        let directory = NSTemporaryDirectory() + "app-generator-parse-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let app = AppGenerator.generate(ribs: 30, seed: 11)
        try app.write(to: directory)
        let paths = app.files.map { directory + "/" + $0.path }
        // A few hundred files per process: one swiftc start-up per batch, not per file.
        let batchSize = 200
        for start in stride(from: 0, to: paths.count, by: batchSize) {
            let batch = Array(paths[start..<min(start + batchSize, paths.count)])
            let (status, errors) = try runSwiftcParse(batch)
            XCTAssertEqual(status, 0, errors)
            XCTAssertFalse(errors.contains("error:"), errors)
        }
    }

    private func runSwiftcParse(_ files: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse"] + files
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
