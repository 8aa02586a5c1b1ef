import Foundation
import RIBLintTestSupport
import XCTest

/// The HTML report in a real browser (headless Chromium, installed by scripts/bootstrap): every
/// RIB of the model is a node, clicking a node shows that RIB's findings, and screenshots of the
/// demo app's and a generated 600-RIB app's reports are taken.
final class HTMLReportTests: XCTestCase {
    private var browser: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("riblint-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Runs the browser on `arguments` (headless, no sandbox: CI runs as root) and returns stdout.
    private func runBrowser(_ arguments: [String]) throws -> String {
        let chromium = try XCTUnwrap(browser, "no Chromium: run scripts/bootstrap (it installs the system package)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1400,1000"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The report and the JSON report of the same app: the RIBs and findings to check against.
    private func reports(of app: String, in directory: URL) throws -> (html: URL, ribs: [String], findings: [String: Int]) {
        let html = directory.appendingPathComponent("report.html")
        let run = try CLIRunner.run(["report", app, "--no-cache", "--output", html.path], timeout: 300)
        XCTAssertEqual(run.status, 0, run.stderr)
        let json = try CLIRunner.run(["lint", app, "--no-cache", "--reporter", "json"], timeout: 300)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let ribs = try XCTUnwrap(report["ribs"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        var findings: [String: Int] = [:]
        for finding in try XCTUnwrap(report["findings"] as? [[String: Any]]) {
            if let rib = finding["rib"] as? String { findings[rib, default: 0] += 1 }
        }
        return (html, ribs, findings)
    }

    private func check(app: String, screenshot name: String) throws {
        let directory = try scratch()
        let (html, ribs, findings) = try reports(of: app, in: directory)
        XCTAssertFalse(ribs.isEmpty)
        // Every node clicked in the browser; the panel must then name that RIB and list its findings.
        let dom = try runBrowser(["--virtual-time-budget=5000", "--dump-dom", html.absoluteString + "#selftest"])
        let attribute = try XCTUnwrap(dom.range(of: "data-selftest=\"").map { dom[$0.upperBound...] }, "no self-test record in:\n\(dom.prefix(500))")
        let record = String(attribute[..<attribute.firstIndex(of: "\"")!])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        let clicks = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(record.utf8)) as? [[String: Any]])
        XCTAssertEqual(Set(clicks.compactMap { $0["rib"] as? String }), Set(ribs), "every RIB of the model is a node")
        XCTAssertEqual(clicks.count, ribs.count)
        for click in clicks {
            let rib = click["rib"] as? String ?? ""
            XCTAssertTrue((click["title"] as? String ?? "").hasPrefix(rib), "clicking \(rib) shows \(click["title"] ?? "")")
            XCTAssertEqual(click["findings"] as? Int, findings[rib] ?? 0, "findings shown for \(rib)")
        }
        let png = directory.appendingPathComponent(name)
        _ = try runBrowser(["--screenshot=\(png.path)", html.absoluteString])
        let size = (try? FileManager.default.attributesOfItem(atPath: png.path)[.size] as? Int) ?? 0
        XCTAssertGreaterThan(size, 10_000, "a screenshot of the report")
    }

    func testDemoAppReportInTheBrowser() throws {
        try check(app: "Fixtures/DemoApp", screenshot: "demo.png")
    }

    func testGeneratedAppReportInTheBrowser() throws {
        let directory = try scratch()
        let generate = FixtureProjects.packageRoot.appendingPathComponent(".build/debug/riblint-generate").path
        guard FileManager.default.isExecutableFile(atPath: generate) else {
            return XCTFail("riblint-generate is not built (scripts/test builds every product)")
        }
        let app = directory.appendingPathComponent("app").path
        let process = try Process.run(URL(fileURLWithPath: generate), arguments: ["--ribs", "600", "--seed", "1", "--output", app])
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        try check(app: app, screenshot: "generated.png")
    }
}
