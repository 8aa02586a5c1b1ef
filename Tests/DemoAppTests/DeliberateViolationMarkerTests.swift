import Foundation
import XCTest

/// The `// expect: rule-id` markers in Fixtures/DemoApp are what the linter's end-to-end test holds
/// riblint to; these checks keep them well formed and the README's table in step with them.
final class DeliberateViolationMarkerTests: XCTestCase {
    private static let appFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/DemoApp")

    /// SPEC section 4.
    private static let ruleIDs: Set<String> = [
        "leak/strong-listener", "leak/retained-after-detach", "leak/child-never-detached",
        "leak/self-capture-in-stored-closure", "lifecycle/unconfined-subscription",
        "lifecycle/subscription-before-activation", "lifecycle/missing-super-call",
        "rx/upward-subscription", "rx/child-exposes-stream", "rx/subscription-in-router",
        "di/unfulfilled-dependency", "di/dependency-type-mismatch", "di/unused-dependency",
        "di/mutable-stream-passed-down", "di/unshared-instance", "structure/incomplete-rib",
        "structure/unreachable-rib", "structure/view-in-interactor",
    ]

    private struct Marker: Hashable {
        let location: String
        let rules: [String]
    }

    private func markers() throws -> [Marker] {
        let folder = Self.appFolder.path
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        var found: [Marker] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: folder + "/" + relative, encoding: .utf8)
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                guard let range = line.range(of: "// expect: ") else { continue }
                let rules = line[range.upperBound...].split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                found.append(Marker(location: "\(relative):\(index + 1)", rules: rules))
            }
        }
        return found.sorted { $0.location < $1.location }
    }

    func testMarkersNameSpecRulesAndCoverEveryFamily() throws {
        let markers = try markers()
        XCTAssertGreaterThanOrEqual(markers.count, 15)
        for marker in markers {
            for rule in marker.rules {
                XCTAssertTrue(Self.ruleIDs.contains(rule), "\(marker.location): unknown rule \(rule)")
            }
        }
        let families = Set(markers.flatMap(\.rules).compactMap { $0.split(separator: "/").first.map(String.init) })
        XCTAssertEqual(families, ["leak", "lifecycle", "rx", "di", "structure"])
    }

    func testEveryMarkedLineExplainsItself() throws {
        for marker in try markers() {
            let parts = marker.location.split(separator: ":")
            let text = try String(contentsOfFile: Self.appFolder.path + "/" + parts[0], encoding: .utf8)
            let lines = text.components(separatedBy: "\n")
            let lineIndex = Int(parts[1])! - 1
            // The "Deliberate violation" comment sits on the line or at most six lines above it.
            let window = lines[max(0, lineIndex - 6)...lineIndex].joined(separator: "\n")
            XCTAssertTrue(window.contains("Deliberate violation"), "\(marker.location) has no explanation")
        }
    }

    func testReadmeListsExactlyTheMarkers() throws {
        let readme = try String(contentsOfFile: Self.appFolder.path + "/README.md", encoding: .utf8)
        var listed: [String: [String]] = [:]
        for line in readme.components(separatedBy: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, cells[0].hasSuffix("`"), cells[0].contains(".swift:") else { continue }
            let rules = cells[1].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
            listed[String(cells[0].dropFirst().dropLast())] = rules
        }
        let marked = Dictionary(uniqueKeysWithValues: try markers().map { ($0.location, $0.rules) })
        XCTAssertEqual(listed, marked)
    }
}
