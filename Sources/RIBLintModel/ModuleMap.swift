import RIBLintCore
import RIBLintLexer

/// Which module each file belongs to.
///
/// A module is a folder that is its own target:
/// - a SwiftPM target: for every `Package.swift`, each `.target(name: "X")`,
///   `.executableTarget(...)` or `.testTarget(...)` owns `Sources/X` (`Tests/X` for test targets)
///   or the folder given by its `path:` argument, relative to the manifest's folder;
/// - an Xcode target: a folder holding an `Info.plist`, or the folder named like an
///   `.xcodeproj` next to it (`App.xcodeproj` + `App/`).
/// The deepest enclosing module folder wins; every other file is in the default module,
/// named after the scanned root.
public struct ModuleMap: Sendable, Hashable {
    /// The module of files outside every module folder.
    public var defaultModule: String
    /// Module folder (`/`-separated, no trailing slash, as the paths are given) to module name.
    public var folders: [String: String]

    /// Files that sit in an Xcode project's folder but that the project does not list: leftover
    /// copies no target compiles. They form a module of their own, so that their same-named
    /// classes never stand in for the ones the app builds.
    public var unlistedFiles: Set<String> = []
    public static let unlistedModule = "Unlisted"

    public init(defaultModule: String, folders: [String: String] = [:], unlistedFiles: Set<String> = []) {
        self.defaultModule = defaultModule
        self.folders = folders
        self.unlistedFiles = unlistedFiles
    }

    /// What an Xcode project (`X.xcodeproj/project.pbxproj`) lists: every file it references and
    /// every folder it keeps in sync, as paths relative to the folder holding the `.xcodeproj`.
    public struct XcodeProjectListing: Sendable {
        public var projectFolder: String
        public var files: Set<String>
        public var synchronizedFolders: [String]
        public init(projectFolder: String, files: Set<String>, synchronizedFolders: [String]) {
            self.projectFolder = projectFolder
            self.files = files
            self.synchronizedFolders = synchronizedFolders
        }
    }

    /// The Swift files under an Xcode project's folder that the project does not list. A project
    /// that lists no Swift file at all (a Pods or resources project) says nothing; files of a
    /// deeper module (a package or Tuist target inside the folder) are not its own.
    public func unlisted(by listing: XcodeProjectListing, among paths: [String]) -> Set<String> {
        guard listing.files.contains(where: { $0.hasSuffix(".swift") }) || !listing.synchronizedFolders.isEmpty else { return [] }
        let prefix = listing.projectFolder.isEmpty ? "" : listing.projectFolder + "/"
        // Module folders the project lists files in are its own (the `App/` beside `App.xcodeproj`).
        var ownFolders: Set<String> = []
        for file in listing.files { if let owner = moduleFolder(of: prefix + file) { ownFolders.insert(owner) } }
        var result: Set<String> = []
        for raw in paths where raw.hasSuffix(".swift") {
            let path = ModuleMap.normalise(raw)
            guard prefix.isEmpty || path.hasPrefix(prefix) else { continue }
            let relative = String(path.dropFirst(prefix.count))
            if listing.files.contains(relative) { continue }
            if listing.synchronizedFolders.contains(where: { relative.hasPrefix($0 + "/") }) { continue }
            // A module folder deeper than the project's own (a local package) is not the project's.
            let owner = moduleFolder(of: path)
            if let owner, owner.count > listing.projectFolder.count, owner.hasPrefix(prefix), !ownFolders.contains(owner) { continue }
            result.insert(path)
        }
        return result
    }

    private func moduleFolder(of path: String) -> String? {
        var folder = ModuleMap.parentFolder(of: path)
        while true {
            if folders[folder] != nil { return folder }
            if folder.isEmpty { return nil }
            folder = ModuleMap.parentFolder(of: folder)
        }
    }

    /// Every module name, the default one included, sorted.
    public var moduleNames: [String] {
        Array(Set(folders.values).union([defaultModule]).union(unlistedFiles.isEmpty ? [] : [ModuleMap.unlistedModule])).sorted()
    }

    /// The module of the file at `path` (a path as given to the linter).
    public func module(ofPath path: String) -> String {
        if !unlistedFiles.isEmpty, unlistedFiles.contains(ModuleMap.normalise(path)) { return ModuleMap.unlistedModule }
        guard !folders.isEmpty else { return defaultModule }
        var folder = ModuleMap.parentFolder(of: ModuleMap.normalise(path))
        while true {
            if let module = folders[folder] { return module }
            if folder.isEmpty { return defaultModule }
            folder = ModuleMap.parentFolder(of: folder)
        }
    }

    /// Detects the module folders of a scanned tree (a pure function: the driver reads the files).
    /// - Parameters:
    ///   - rootName: the name of the default module (the scanned root folder's name).
    ///   - filePaths: every path found in the tree; `Info.plist` files and `.xcodeproj` bundles
    ///     among them mark Xcode targets.
    ///   - packageManifests: path and contents of every `Package.swift` in the tree.
    public static func detect(rootName: String, filePaths: [String],
                              packageManifests: [(path: String, contents: String)]) -> ModuleMap {
        var folders: [String: String] = [:]
        for rawPath in filePaths {
            // Nearly every path is a source file: only `Info.plist` and `.xcodeproj` paths say anything.
            guard rawPath.hasSuffix("Info.plist") || rawPath.containsBytes(".xcodeproj") else { continue }
            let path = normalise(rawPath)
            let components = path.split(separator: "/", omittingEmptySubsequences: true)
            if components.last == "Info.plist" {
                let folder = parentFolder(of: path)
                // An Info.plist inside a bundle or at the root says nothing about a target.
                if let name = folder.split(separator: "/").last, !name.contains(".") {
                    folders[folder] = folders[folder] ?? String(name)
                }
            }
            if let index = components.firstIndex(where: { $0.hasSuffix(".xcodeproj") }) {
                let project = components[index].dropLast(".xcodeproj".count)
                let folder = (components[..<index].map(String.init) + [String(project)]).joined(separator: "/")
                if folders[folder] == nil { folders[folder] = String(project) }
            }
        }
        for manifest in packageManifests {
            let packageFolder = parentFolder(of: normalise(manifest.path))
            if manifest.path.hasSuffix("Project.swift") {
                for (folder, name) in tuistTargets(in: manifest.contents, projectFolder: packageFolder) { folders[folder] = name }
                continue
            }
            for target in swiftPMTargets(in: manifest.contents) {
                let relative = target.path ?? ((target.isTest ? "Tests/" : "Sources/") + target.name)
                let folder = packageFolder.isEmpty ? normalise(relative) : packageFolder + "/" + normalise(relative)
                folders[folder] = target.name
            }
        }
        return ModuleMap(defaultModule: rootName, folders: folders)
    }

    struct ManifestTarget: Equatable {
        var name: String
        var path: String?
        var isTest: Bool
    }

    /// A textual scan of `.target(name: "X", ..., path: "Y")` calls: enough for the manifests
    /// apps write, without evaluating Swift.
    static func swiftPMTargets(in manifest: String) -> [ManifestTarget] {
        let bytes = Array(manifest.utf8)
        var targets: [ManifestTarget] = []
        let kinds: [(String, Bool)] = [(".target(", false), (".executableTarget(", false), (".testTarget(", true),
                                       (".macro(", false), (".plugin(", false)]
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: ".") else { index += 1; continue }
            var matched: (String, Bool)?
            for kind in kinds where startsWith(bytes, at: index, kind.0) { matched = kind; break }
            guard let (keyword, isTest) = matched else { index += 1; continue }
            let argumentsStart = index + keyword.utf8.count
            let argumentsEnd = matchingParen(bytes, openAt: argumentsStart - 1)
            let arguments = Array(bytes[argumentsStart..<argumentsEnd])
            if let name = stringArgument(arguments, label: "name") {
                targets.append(ManifestTarget(name: name, path: stringArgument(arguments, label: "path"), isTest: isTest))
            }
            index = argumentsStart
        }
        return targets
    }

    /// A Tuist `Project.swift`, read through riblint's own lexer (so comments and strings are
    /// never mistaken for code): each `.target(name: "X", ..., sources: ["Dir/**"])` or
    /// `Target(name: ...)` owns the folder its first source glob starts with. The project's
    /// own folder gets the project's name (`Project(name: "X")`, else the folder's), so that its
    /// feature modules stay apart; targets made by helpers fall back to conventional folders.
    static func tuistTargets(in manifest: String, projectFolder: String) -> [(folder: String, name: String)] {
        let bytes = Array(manifest.utf8)
        guard bytes.count < 1 << 20 else { return [] }
        let tokens = Lexer.lex(bytes).tokens
        func text(_ index: Int) -> String {
            String(decoding: bytes[Int(tokens[index].start)..<Int(tokens[index].end)], as: UTF8.self)
        }
        /// A plain string literal (no interpolation) starting at `index`.
        func literal(at index: Int) -> String? {
            guard index + 1 < tokens.count, tokens[index].kind == .stringQuote else { return nil }
            if tokens[index + 1].kind == .stringQuote { return "" }
            guard index + 2 < tokens.count, tokens[index + 1].kind == .stringSegment, tokens[index + 2].kind == .stringQuote else { return nil }
            return text(index + 1)
        }
        /// The index of the token closing the bracket opened at `open`.
        func closing(_ open: Int) -> Int {
            var depth = 0
            var index = open
            while index < tokens.count {
                switch tokens[index].kind {
                case .leftParen, .leftSquare, .leftBrace: depth += 1
                case .rightParen, .rightSquare, .rightBrace:
                    depth -= 1
                    if depth == 0 { return index }
                case .endOfFile: return index
                default: break
                }
                index += 1
            }
            return tokens.count - 1
        }
        /// `label: value` pairs at the top level of the call whose `(` is at `open`: the value's
        /// first token index per label.
        func arguments(_ open: Int) -> [String: Int] {
            var result: [String: Int] = [:]
            let close = closing(open)
            var index = open + 1
            while index < close {
                switch tokens[index].kind {
                case .leftParen, .leftSquare, .leftBrace:
                    index = closing(index) + 1
                    continue
                case .identifier, .keyword:
                    if index + 1 < close, tokens[index + 1].kind == .colon, result[text(index)] == nil { result[text(index)] = index + 2 }
                default:
                    break
                }
                index += 1
            }
            return result
        }
        func join(_ relative: String) -> String {
            let cleaned = normalise(relative)
            if cleaned.isEmpty || cleaned == "." { return projectFolder }
            return projectFolder.isEmpty ? cleaned : projectFolder + "/" + cleaned
        }
        var projectName = projectFolder.split(separator: "/").last.map(String.init) ?? "App"
        var targets: [(folder: String, name: String)] = []
        for index in tokens.indices where tokens[index].kind == .identifier && index + 1 < tokens.count && tokens[index + 1].kind == .leftParen {
            let callee = text(index)
            let isMember = index > 0 && tokens[index - 1].kind == .period
            let arguments = arguments(index + 1)
            if callee == "Project", !isMember {
                if let value = arguments["name"], let name = literal(at: value) { projectName = name }
            } else if (callee == "target" && isMember) || (callee == "Target" && !isMember) {
                guard let nameIndex = arguments["name"], let name = literal(at: nameIndex),
                      var sources = arguments["sources"] else { continue }
                if tokens[sources].kind == .leftSquare { sources += 1 }
                guard let glob = literal(at: sources) else { continue }
                let prefix = glob.split(separator: "*", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
                let folder = prefix.hasSuffix("/") || prefix.isEmpty ? prefix : parentFolder(of: prefix)
                targets.append((join(folder), name))
            }
        }
        // Targets written through helpers (`.feature(target: ...)`, `env.name`): the usual layout
        // of a Tuist module keeps each target in a folder of its own.
        if targets.isEmpty {
            targets = tuistConventionalFolders.map { (join($0), projectName + $0) }
        }
        return [(projectFolder, projectName)] + targets
    }

    /// Folders that a Tuist module's helper-made targets conventionally live in, besides `Sources`.
    static let tuistConventionalFolders = ["Demo", "DemoApp", "Example", "Examples", "Interface", "Testing", "Tests",
                                           "UnitTests", "UITests"]

    private static func startsWith(_ bytes: [UInt8], at index: Int, _ text: String) -> Bool {
        var position = index
        for byte in text.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }

    private static func matchingParen(_ bytes: [UInt8], openAt: Int) -> Int {
        var depth = 0
        var index = openAt
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return bytes.count
    }

    /// The string literal after `label:` at the top nesting level of a call's arguments.
    private static func stringArgument(_ arguments: [UInt8], label: String) -> String? {
        var depth = 0
        var index = 0
        var inString = false
        while index < arguments.count {
            let byte = arguments[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            default:
                let previous = index == 0 ? UInt8(ascii: " ") : arguments[index - 1]
                let atWordStart = !(isIdentifierByte(previous))
                if depth == 0, atWordStart, startsWith(arguments, at: index, label) {
                    var position = index + label.utf8.count
                    while position < arguments.count, arguments[position] == UInt8(ascii: " ") { position += 1 }
                    guard position < arguments.count, arguments[position] == UInt8(ascii: ":") else { break }
                    position += 1
                    while position < arguments.count, isSpace(arguments[position]) { position += 1 }
                    guard position < arguments.count, arguments[position] == UInt8(ascii: "\"") else { return nil }
                    let start = position + 1
                    var end = start
                    while end < arguments.count, arguments[end] != UInt8(ascii: "\"") { end += 1 }
                    return String(decoding: arguments[start..<end], as: UTF8.self)
                }
            }
            index += 1
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A byte that can be part of a Swift identifier (ASCII letters, digits, `_`, any non-ASCII byte).
    public static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// `./a//b/` -> `a/b`, keeping a leading `/` of absolute paths.
    static func normalise(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }

    static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" == path ? "" : "/" }
        return String(path[..<slash])
    }
}
