/// A piece of example code for a rule, possibly several files (the txtar idea): lines of the
/// form `// file: Name.swift` start a new file. `↓` marks the exact token a finding must
/// point at; it is removed before the code is linted.
public struct RuleExample: Sendable {
    public static let marker: Character = "↓"

    public struct File: Sendable, Hashable {
        public var name: String
        /// The text with markers removed.
        public var text: String
        /// 1-based (line, column in UTF-8 bytes) of each marker, after removal.
        public var markers: [Marker]
    }

    public struct Marker: Sendable, Hashable {
        public var line: Int
        public var column: Int
    }

    /// The example as written, markers included.
    public let code: String
    /// The files of the example, split and with markers removed. Made when asked for (by the
    /// tests and `riblint explain`), not when the rule's description is made: every run reads
    /// the descriptions, and splitting every example of every rule took 10 ms of each start.
    public var files: [File] { RuleExample.split(code) }
    /// Where the example is written, so that a failing test points at it.
    public let sourceFile: String
    public let sourceLine: Int

    public init(_ code: String, file: StaticString = #filePath, line: UInt = #line) {
        self.code = code
        self.sourceFile = "\(file)"
        self.sourceLine = Int(line)
    }

    public var markerCount: Int { files.reduce(0) { $0 + $1.markers.count } }

    static func split(_ code: String) -> [File] {
        var files: [File] = []
        var name = "Example.swift"
        var lines: [Substring] = []
        func flush() {
            guard !lines.isEmpty || files.isEmpty else { return }
            files.append(strip(name: name, lines: lines))
            lines = []
        }
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("// file:") {
                flush()
                name = trimmed.dropFirst("// file:".count).trimmingCharacters(in: " ")
                continue
            }
            lines.append(line)
        }
        flush()
        return files
    }

    private static func strip(name: String, lines: [Substring]) -> File {
        var markers: [Marker] = []
        var out: [String] = []
        for (index, line) in lines.enumerated() {
            var text = ""
            var column = 1
            for character in line {
                if character == marker {
                    markers.append(Marker(line: index + 1, column: column))
                } else {
                    text.append(character)
                    column += character.utf8.count
                }
            }
            out.append(text)
        }
        return File(name: name, text: out.joined(separator: "\n"), markers: markers)
    }
}

private extension Substring {
    func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
