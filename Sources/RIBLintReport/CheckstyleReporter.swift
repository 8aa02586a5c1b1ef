import RIBLintCore

/// Checkstyle XML, which Jenkins (warnings-ng), Danger, reviewdog and most CI dashboards read:
/// findings grouped by file, in report order.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func render(_ input: ReportInput) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        var currentFile: String?
        for finding in input.findings {
            if finding.file != currentFile {
                if currentFile != nil { out += "  </file>\n" }
                out += "  <file name=\"\(Self.escape(finding.file))\">\n"
                currentFile = finding.file
            }
            out += "    <error line=\"\(finding.line)\" column=\"\(finding.column)\" severity=\"\(finding.severity.rawValue)\" "
            out += "message=\"\(Self.escape(finding.message))\" source=\"riblint.\(Self.escape(finding.rule))\"/>\n"
        }
        if currentFile != nil { out += "  </file>\n" }
        out += "</checkstyle>\n"
        return out
    }

    /// Text for an XML attribute value: markup characters as entities, line breaks and tabs as
    /// character references (so that parsers keep them), and the control characters XML 1.0
    /// cannot carry replaced by U+FFFD.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
