import RIBLintCore

/// The compiler format Xcode and editors parse, one finding per line, and a summary line last:
///
///     App/LoggedIn/LoggedInInteractor.swift:31:9: error: message [lifecycle/unconfined-subscription]
///     3 errors, 1 warning, 0 infos in 12 files
///
/// Info findings print as `info:`; related locations follow their finding as `note:` lines
/// without a rule id, as compilers print them, so that the two cannot be mistaken for each other.
public struct TextReporter: Reporter {
    /// ANSI colours, only when the output is a terminal.
    public var colored: Bool

    public init(colored: Bool = false) {
        self.colored = colored
    }

    public func render(_ input: ReportInput) -> String {
        var out = ""
        for finding in input.findings {
            out += location(finding.file, finding.line, finding.column)
            out += paint(word(finding.severity) + ":", color(finding.severity))
            out += " " + finding.message + " " + paint("[\(finding.rule)]", "2")
            out += "\n"
            for related in finding.related {
                out += location(related.file, related.line, related.column)
                out += paint("note:", "1;36") + " " + related.message + "\n"
            }
        }
        out += paint(summaryLine(input), "1") + "\n"
        return out
    }

    private func summaryLine(_ input: ReportInput) -> String {
        "\(count(input.errorCount, "error", "errors")), \(count(input.warningCount, "warning", "warnings")), "
            + "\(count(input.infoCount, "info", "infos")) in \(count(input.summary.files, "file", "files"))"
    }

    /// `--statistics`, as `ruff --statistics` prints it: one line per rule with findings, the
    /// count first, most findings first (then by rule id), with the severity and what the rule
    /// finds; then the usual summary line.
    ///
    ///     107  error    lifecycle/unconfined-subscription  a subscription not disposed with the lifecycle
    public func statistics(_ input: ReportInput) -> String {
        var counts: [String: (count: Int, severity: Severity)] = [:]
        for finding in input.findings {
            let previous = counts[finding.rule]
            // A rule's findings share one severity unless a suppression file changes it: show the worst.
            let severity = previous.map { $0.severity.rank >= finding.severity.rank ? $0.severity : finding.severity } ?? finding.severity
            counts[finding.rule] = ((previous?.count ?? 0) + 1, severity)
        }
        let rows = counts.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }
        let summaries = Dictionary(input.rules.map { ($0.id, $0.summary) }, uniquingKeysWith: { first, _ in first })
        let countWidth = rows.map { String($0.value.count).count }.max() ?? 1
        let ruleWidth = rows.map(\.key.count).max() ?? 0
        var out = ""
        for (rule, value) in rows {
            let count = String(value.count)
            out += String(repeating: " ", count: countWidth - count.count) + count + "  "
            out += paint(word(value.severity).padding(toLength: 7), color(value.severity)) + "  "
            out += rule.padding(toLength: ruleWidth)
            if let summary = summaries[rule] { out += "  " + summary }
            out += "\n"
        }
        out += paint(summaryLine(input), "1") + "\n"
        return out
    }

    private func location(_ file: String, _ line: Int, _ column: Int) -> String {
        paint("\(file):\(line):\(column):", "1") + " "
    }

    private func word(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "info"
        }
    }

    private func color(_ severity: Severity) -> String {
        switch severity {
        case .error: "1;31"
        case .warning: "1;33"
        case .info: "1;36"
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    private func count(_ number: Int, _ singular: String, _ plural: String) -> String {
        "\(number) \(number == 1 ? singular : plural)"
    }
}

private extension Severity {
    var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }
}

private extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
