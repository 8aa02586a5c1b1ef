import Foundation
import RIBLintAST
import RIBLintCore
import RIBLintLexer
import RIBLintModel

/// Loads the fixture apps under `Fixtures/Model/` from disk and builds their project model the way
/// the driver does: every `.swift` file parsed with `SyntaxParser`, modules detected from
/// `Package.swift` and `Info.plist` files, paths relative to the fixture's folder.
public enum ModelFixtureLoader {
    public struct Fixture {
        public let name: String
        public let directory: URL
        /// Relative paths of every file in the fixture, sorted.
        public let paths: [String]
        public let model: ProjectModel
        /// Seconds spent in `ProjectModel.build` (parsing excluded).
        public let buildSeconds: Double
    }

    public enum LoadError: Error, CustomStringConvertible {
        case missingFixture(String)
        public var description: String {
            switch self {
            case .missingFixture(let path): return "no fixture at \(path)"
            }
        }
    }

    /// `Fixtures/Model` of this checkout.
    public static var root: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent("Model")
    }

    /// Every file under a fixture, relative to it, sorted.
    public static func paths(in directory: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var result: [String] = []
        let base = directory.standardizedFileURL.path
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(base + "/") else { continue }
            result.append(String(path.dropFirst(base.count + 1)))
        }
        return result.sorted()
    }

    /// Loads `Fixtures/Model/<name>` (`"UberManual"`, `"Cases/MultiParent"`).
    public static func load(_ name: String, vocabulary: FrameworkVocabulary = .default) throws -> Fixture {
        let directory = root.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: directory.path) else { throw LoadError.missingFixture(directory.path) }
        let paths = paths(in: directory)
        var syntaxes: [FileSyntax] = []
        var manifests: [(path: String, contents: String)] = []
        for path in paths {
            let url = directory.appendingPathComponent(path)
            if url.lastPathComponent == "Package.swift" {
                manifests.append((path, try String(contentsOf: url, encoding: .utf8)))
                continue
            }
            guard path.hasSuffix(".swift") else { continue }
            let bytes = [UInt8](try Data(contentsOf: url))
            syntaxes.append(SyntaxParser.parse(SourceBuffer(path: path, bytes: bytes)))
        }
        let modules = ModuleMap.detect(rootName: directory.lastPathComponent, filePaths: paths, packageManifests: manifests)
        let start = DispatchTime.now().uptimeNanoseconds
        let model = ProjectModel.build(files: syntaxes, modules: modules, vocabulary: vocabulary)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Fixture(name: name, directory: directory, paths: paths, model: model, buildSeconds: seconds)
    }

    /// The fixture's `expected-tree.txt`.
    public static func expectedTree(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(name).appendingPathComponent("expected-tree.txt"), encoding: .utf8)
    }

    /// Runs `swiftc -parse` on the fixture's Swift files, one compiler run per folder (files of the
    /// same name in two modules cannot share a run). Returns the compiler's complaints, empty when
    /// every file is valid Swift.
    public static func swiftcParseErrors(_ name: String) -> [String] {
        let directory = root.appendingPathComponent(name)
        var byFolder: [String: [String]] = [:]
        for path in paths(in: directory) where path.hasSuffix(".swift") {
            let folder = (path as NSString).deletingLastPathComponent
            byFolder[folder, default: []].append(directory.appendingPathComponent(path).path)
        }
        var errors: [String] = []
        for folder in byFolder.keys.sorted() {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc", "-parse"] + byFolder[folder]!
            let pipe = Pipe()
            process.standardError = pipe
            process.standardOutput = pipe
            do {
                try process.run()
            } catch {
                return ["cannot run swiftc: \(error)"]
            }
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            if process.terminationStatus != 0 { errors.append("\(name)/\(folder): \(output)") }
        }
        return errors
    }
}
