/// A `CODEOWNERS` file, as GitHub and GitLab read it: who owns each path of the repository.
///
/// - Placement: the first of `.github/CODEOWNERS`, `CODEOWNERS`, `docs/CODEOWNERS` and
///   `.gitlab/CODEOWNERS` in the repository root (GitHub looks in the first three, in that order;
///   GitLab in the root, `docs/` and `.gitlab/`).
/// - Each line is a pattern and its owners (`@user`, `@org/team`, an e-mail address); `#` starts
///   a comment line, `\#` a pattern that begins with `#`. A pattern without owners takes the
///   ownership away again.
/// - GitLab sections (`[Section]`, `^[Optional section]`, `[Section][2]`) may name default owners
///   after the header; an entry without owners in such a section gets them.
/// - Patterns follow gitignore: `*.js` and `apps/` match at any depth, a pattern with a `/` inside
///   or in front is anchored at the root, a trailing `/` matches a directory and what is below it,
///   and a pattern whose last component is a plain name (`/build/logs`) matches that directory's
///   contents too. A last component with a wildcard matches only what it names: `docs/*` owns
///   `docs/a.md`, not `docs/guide/b.md`.
/// - The last matching pattern wins.
public struct CodeOwners: Sendable {
    public struct Rule: Sendable {
        public var pattern: GlobPattern
        public var owners: [String]
        /// 1-based line in the file.
        public var line: Int
    }

    /// Where GitHub and GitLab look, in GitHub's order of precedence.
    public static let locations = [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS", ".gitlab/CODEOWNERS"]

    public let rules: [Rule]

    public init(text: String) {
        var rules: [Rule] = []
        var sectionOwners: [String] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") || line.hasPrefix("^[") {
                sectionOwners = CodeOwners.sectionDefaultOwners(line)
                continue
            }
            var fields = CodeOwners.fields(line)
            guard !fields.isEmpty else { continue }
            var pattern = fields.removeFirst()
            if pattern.hasPrefix("\\#") { pattern.removeFirst() }
            let owners = fields.isEmpty ? sectionOwners : fields
            rules.append(Rule(pattern: CodeOwners.compile(pattern), owners: owners, line: index + 1))
        }
        self.rules = rules
    }

    /// The owners of `path` (relative to the repository root, with `/`): those of the last rule
    /// that matches, or none.
    public func owners(of path: String) -> [String] {
        for rule in rules.reversed() where rule.pattern.matches(path) { return rule.owners }
        return []
    }

    /// A pattern matches what it names and, unless its last component has a wildcard, everything
    /// below it.
    static func compile(_ pattern: String) -> GlobPattern {
        let last = pattern.split(separator: "/").last.map(String.init) ?? ""
        let hasWildcard = last.contains("*") || last.contains("?") || last.contains("[")
        return GlobPattern(pattern, matchesBelow: pattern.hasSuffix("/") || !hasWildcard || last == "**")
    }

    /// Whitespace-separated fields; `\ ` keeps a space inside a pattern (other escapes stay for
    /// the glob, which reads `\*` as a literal `*`).
    static func fields(_ line: Substring) -> [String] {
        var fields: [String] = []
        var current = ""
        var escaped = false
        for character in line {
            if escaped {
                if character != " " { current.append("\\") }
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == " " || character == "\t" {
                if !current.isEmpty { fields.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        if !current.isEmpty { fields.append(current) }
        // A field starting with `#` after the pattern begins a comment.
        if let comment = fields.dropFirst().firstIndex(where: { $0.hasPrefix("#") }) { fields.removeSubrange(comment...) }
        return fields
    }

    /// `[Section] @a @b`, `^[Section][2] @a`: the owners after the header.
    static func sectionDefaultOwners(_ line: Substring) -> [String] {
        var rest = line
        while let close = rest.firstIndex(of: "]") {
            rest = rest[rest.index(after: close)...]
            if !rest.hasPrefix("[") { break }
        }
        return fields(rest.trimmingWhitespace())
    }
}

private extension Substring {
    func trimmingWhitespace() -> Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" || first == "\r" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }
}
