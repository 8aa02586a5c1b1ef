import RIBLintCore

/// The compiler format Xcode and editors parse, one finding per line, and a summary line last:
///
///     App/LoggedIn/LoggedInInteractor.swift:31:9: error: message [lifecycle/unconfined-subscription]
///     3 errors, 1 warning, 0 infos in 12 files
///
/// Info findings print as `note:`, the word compilers and Xcode use for the mildest kind;
/// related locations follow their finding as `note:` lines without a rule id.
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
        let summary = "\(count(input.errorCount, "error", "errors")), \(count(input.warningCount, "warning", "warnings")), "
            + "\(count(input.infoCount, "info", "infos")) in \(count(input.summary.files, "file", "files"))"
        out += paint(summary, "1") + "\n"
        return out
    }

    private func location(_ file: String, _ line: Int, _ column: Int) -> String {
        paint("\(file):\(line):\(column):", "1") + " "
    }

    private func word(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
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
