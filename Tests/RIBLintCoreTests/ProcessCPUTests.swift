import RIBLintCore
import XCTest

final class ProcessCPUTests: XCTestCase {
    /// `RIBLINT_PROFILE` splits what is resident into the heap and mapped files: on Linux both are
    /// read, and memory the process has just written shows up in the anonymous part.
    func testResidentMemoryIsSplitIntoHeapAndFiles() throws {
        #if os(Linux)
        let before = try XCTUnwrap(ProcessCPU.residentMegabytes())
        XCTAssertGreaterThan(before.files, 0)
        // 64 MiB written page by page: resident and anonymous while the array is alive.
        var block = [UInt8](repeating: 0, count: 64 << 20)
        for page in stride(from: 0, to: block.count, by: 4096) { block[page] = 1 }
        let after = try XCTUnwrap(ProcessCPU.residentMegabytes())
        XCTAssertGreaterThan(after.anonymous - before.anonymous, 48)
        XCTAssertEqual(block.reduce(0) { $0 + Int($1) }, (64 << 20) / 4096)
        XCTAssertLessThanOrEqual(max(after.anonymous, before.anonymous), ProcessCPU.peakResidentMegabytes() + 1)
        #else
        XCTAssertNil(ProcessCPU.residentMegabytes())
        #endif
    }
}
