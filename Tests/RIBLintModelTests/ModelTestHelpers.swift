import RIBLintModel
import RIBLintTestSupport
import XCTest

/// Summaries that read well in assertions.
enum ModelAssert {
    static func rib(_ model: ProjectModel, _ name: String, file: StaticString = #filePath, line: UInt = #line) -> RIB? {
        let found = model.rib(named: name)
        if found == nil {
            XCTFail("no RIB \(name); RIBs: \(model.ribs.map(\.name))", file: file, line: line)
        }
        return found
    }

    /// `role:TypeName` for every part, sorted.
    static func parts(_ model: ProjectModel, _ name: String) -> [String] {
        guard let rib = model.rib(named: name) else { return [] }
        return rib.parts.map { "\($0.role.rawValue):\($0.name)" }.sorted()
    }

    /// Path text (`Root > A > C`) to outcome: `provided path:line`, `missing`, `mismatch Type`.
    static func resolution(_ model: ProjectModel, rib name: String, requirement: String) -> [String: String] {
        guard let rib = model.rib(named: name), let entry = model.dependencies.dependencies(of: rib.id),
              let item = entry.requirements.first(where: { $0.requirement.name == requirement }) else { return [:] }
        var result: [String: String] = [:]
        for path in item.paths {
            let text = path.path.map { model[$0].name }.joined(separator: " > ")
            switch path.resolution {
            case .provided(let location): result[text] = "provided \(location.path):\(location.line)"
            case .missing: result[text] = "missing"
            case .typeMismatch(_, let type): result[text] = "mismatch \(type)"
            }
        }
        return result
    }

    static func names(_ model: ProjectModel, _ ids: some Sequence<RIBID>) -> [String] {
        ids.map { model[$0].name }.sorted()
    }
}
