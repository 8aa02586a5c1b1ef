import RIBLintCore

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request.
///
///     ::error file=App/X.swift,line=31,col=9,title=lifecycle/unconfined-subscription::message
public struct GitHubReporter: Reporter {
    public init() {}

    public func render(_ input: ReportInput) -> String {
        var out = ""
        for finding in input.findings {
            let command: String
            switch finding.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .info: command = "notice"
            }
            var message = finding.message
            for related in finding.related {
                message += "\n\(related.file):\(related.line):\(related.column): \(related.message)"
            }
            let column = input.utf16Column(file: finding.file, line: finding.line, byteColumn: finding.column)
            out += "::\(command) file=\(Self.escapeProperty(finding.file)),line=\(finding.line),col=\(column),"
            out += "title=\(Self.escapeProperty(finding.rule))::\(Self.escapeData(message))\n"
        }
        return out
    }

    /// The message after `::`: `%`, CR and LF percent-encoded, as the runner decodes them.
    public static func escapeData(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A property value (`file=`, `title=`): additionally `:` and `,`, which delimit properties.
    public static func escapeProperty(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
