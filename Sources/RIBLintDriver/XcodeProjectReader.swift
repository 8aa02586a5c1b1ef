import Foundation
import RIBLintModel

/// Reads which files an Xcode project lists, from its `project.pbxproj` (an old-style property
/// list that Foundation parses on every platform). Only the group tree is read: a file that the
/// project does not reference is compiled by none of its targets.
enum XcodeProjectReader {
    enum ReadError: Error, CustomStringConvertible {
        case notAProject(String)
        var description: String {
            switch self {
            case .notAProject(let why): return why
            }
        }
    }

    /// `path` is `.../X.xcodeproj/project.pbxproj`; listed paths are relative to the folder that
    /// holds `X.xcodeproj`.
    static func listing(of path: String, contents: Data) throws -> ModuleMap.XcodeProjectListing {
        let plist = try PropertyListSerialization.propertyList(from: contents, options: [], format: nil)
        guard let root = plist as? [String: Any], let objects = root["objects"] as? [String: Any],
              let projectID = root["rootObject"] as? String, let project = objects[projectID] as? [String: Any],
              let mainGroup = project["mainGroup"] as? String else {
            throw ReadError.notAProject("no project object")
        }
        var files: Set<String> = []
        var synchronized: [String] = []
        // Groups nest; a malformed file could make them loop, so each group is visited once.
        var visited: Set<String> = []
        var stack: [(id: String, folder: String)] = [(mainGroup, "")]
        while let (id, folder) = stack.popLast() {
            guard visited.insert(id).inserted, let object = objects[id] as? [String: Any] else { continue }
            let isa = object["isa"] as? String ?? ""
            let sourceTree = object["sourceTree"] as? String ?? "<group>"
            let ownPath = object["path"] as? String
            let here: String
            switch sourceTree {
            case "<group>": here = join(folder, ownPath)
            case "SOURCE_ROOT": here = join("", ownPath)
            default: continue  // absolute, SDK or build-product paths are outside the scan
            }
            switch isa {
            case "PBXFileReference":
                files.insert(normalise(here))
            case "PBXFileSystemSynchronizedRootGroup":
                synchronized.append(normalise(here))
            default:
                for child in object["children"] as? [String] ?? [] { stack.append((child, here)) }
            }
        }
        let projectFolder = (path as NSString).deletingLastPathComponent.components(separatedBy: "/").dropLast().joined(separator: "/")
        return ModuleMap.XcodeProjectListing(projectFolder: normalise(projectFolder), files: files, synchronizedFolders: synchronized)
    }

    private static func join(_ folder: String, _ path: String?) -> String {
        guard let path, !path.isEmpty else { return folder }
        return folder.isEmpty ? path : folder + "/" + path
    }

    /// `./a/../b//c` -> `b/c`.
    private static func normalise(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." && !part.isEmpty {
            if part == "..", !parts.isEmpty { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}
