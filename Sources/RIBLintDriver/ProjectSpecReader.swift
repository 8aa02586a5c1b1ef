import Foundation
import Yams

/// Module folders from the project files riblint reads besides `Package.swift` and Tuist's
/// `Project.swift`: XcodeGen's `project.yml` (through Yams) and CocoaPods' `.podspec` (read as
/// text: the name and the first source glob). Each result maps a folder, relative to the scan,
/// to a target name.
enum ProjectSpecReader {
    /// XcodeGen: `targets: { Name: { sources: ["Dir", {path: "Other"}] } }`; a target without
    /// `sources` owns nothing.
    static func xcodeGenTargets(yaml: String, specPath: String) throws -> [(folder: String, name: String)] {
        guard let root = try Yams.load(yaml: yaml) as? [String: Any], let targets = root["targets"] as? [String: Any] else {
            return []
        }
        let base = folder(of: specPath)
        var result: [(folder: String, name: String)] = []
        for (name, value) in targets.sorted(by: { $0.key < $1.key }) {
            guard let target = value as? [String: Any] else { continue }
            var sources: [Any] = []
            if let list = target["sources"] as? [Any] { sources = list } else if let one = target["sources"] { sources = [one] }
            for source in sources {
                let path: String?
                if let text = source as? String { path = text } else { path = (source as? [String: Any])?["path"] as? String }
                guard let path, !path.contains("*") else { continue }
                result.append((join(base, path), name))
            }
        }
        return result
    }

    /// CocoaPods: `s.name = 'Feature'` and `s.source_files = 'Feature/Classes/**/*.swift'` (or
    /// a list): the glob's folder is the pod's module.
    static func podspecTargets(text: String, specPath: String) -> [(folder: String, name: String)] {
        let base = folder(of: specPath)
        var name: String?
        var globs: [String] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if name == nil, trimmed.range(of: #"^\w+\.name\s*="#, options: .regularExpression) != nil {
                name = quoted(in: trimmed).first
            } else if trimmed.range(of: #"^\w+\.source_files\s*="#, options: .regularExpression) != nil {
                globs += quoted(in: trimmed)
            }
        }
        guard let name else { return [] }
        return globs.compactMap { glob in
            let prefix = glob.split(separator: "*", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let trimmed = prefix.hasSuffix("/") ? String(prefix.dropLast()) : (prefix.contains("/") ? (prefix as NSString).deletingLastPathComponent : prefix)
            return trimmed.isEmpty ? nil : (join(base, trimmed), name)
        }
    }

    /// The strings between single or double quotes on a line.
    private static func quoted(in line: String) -> [String] {
        var result: [String] = []
        var current = ""
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { result.append(current); current = ""; quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
            }
        }
        return result
    }

    private static func folder(of path: String) -> String { (path as NSString).deletingLastPathComponent }

    private static func join(_ base: String, _ path: String) -> String {
        let parts = (base.isEmpty || base == "." ? [] : base.split(separator: "/").map(String.init))
            + path.split(separator: "/").map(String.init).filter { $0 != "." }
        return parts.joined(separator: "/")
    }
}
