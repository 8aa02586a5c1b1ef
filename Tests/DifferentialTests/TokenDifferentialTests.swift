import Foundation
import RIBLintLexer
import SwiftParser
import SwiftSyntax
import XCTest

/// Lexes the Swift files of the package's swift-syntax checkout with riblint's lexer and with
/// swift-syntax (`Parser.parse(source:)`, then `tokens(viewMode: .sourceAccurate)`) and compares
/// the two token streams: text ranges, line and column, and kinds.
///
/// What is normalised before comparing, and why:
/// - Zero-length tokens are left out on both sides: swift-syntax keeps empty string segments and
///   empty regex patterns (and the end-of-file token); riblint does not emit them.
/// - riblint's `.unknown` tokens are left out: swift-syntax keeps such characters in trivia.
/// - Kinds are compared through `TokenDiffSupport.kindClass`: `identifier`, `keyword` and
///   `_` are one "word" class, because swift-syntax's parser turns contextual keywords into
///   keywords after lexing.
/// - Where the parser splits or re-lexes a token that a lexer alone cannot decide (`>>` and `>?`
///   closing generic arguments, `13.0.1` in a version tuple), one side has several gapless
///   tokens where the other has one. Such a spot is accepted when both sides cover exactly the same
///   bytes with operator, period and number tokens only; it is counted as a "parser split", not a
///   difference, and its kinds are not compared.
/// - A single `<` or `>` that swift-syntax's parser made a generic angle (`leftAngle`,
///   `rightAngle`), and `...` that it made an `ellipsis`, match any riblint operator kind.
///
/// Files that swift-syntax itself fails to parse cleanly are excluded and listed in the summary
/// (see `TokenDiffReport.excludedWithParseErrors` for why).
///
/// Debug builds compare a deterministic sample of the files to keep the test under a minute;
/// `RIBLINT_DIFF_ALL=1` compares every file.
final class TokenDifferentialTests: XCTestCase {
    func testTokensMatchSwiftSyntaxOnSwiftSyntaxSources() throws {
        let files = try TokenDiffSupport.swiftSyntaxSourceFiles()
        let compareAll = ProcessInfo.processInfo.environment["RIBLINT_DIFF_ALL"] == "1"
        #if DEBUG
        let selected = compareAll ? files : TokenDiffSupport.sample(files, everyNth: 4)
        #else
        let selected = files
        #endif
        var report = TokenDiffReport()
        for file in selected {
            guard let bytes = FileManager.default.contents(atPath: file).map({ [UInt8]($0) }) else { continue }
            TokenDiffSupport.compare(path: file, bytes: bytes, into: &report)
        }
        let summary = "token differential: \(report.files) files, \(report.tokens) tokens compared, "
            + "\(report.parserSplits) parser splits normalised, \(report.differences.count) differences; "
            + "excluded because swift-syntax reports parse errors: \(report.excludedWithParseErrors)"
        print(summary)
        XCTAssertGreaterThan(report.files, 50, "too few swift-syntax files found")
        XCTAssertTrue(report.differences.isEmpty, summary + "\n" + report.differences.prefix(40).joined(separator: "\n"))
    }

    /// The same comparison on small inputs that exercise the lexer's hardest corners, so that a
    /// regression shows up even if the swift-syntax sources happen not to contain the construct.
    func testTokensMatchSwiftSyntaxOnTrickySnippets() {
        var report = TokenDiffReport()
        for (index, snippet) in TokenDiffSupport.trickySnippets.enumerated() {
            TokenDiffSupport.compare(path: "snippet\(index)", bytes: Array(snippet.utf8), into: &report)
        }
        XCTAssertTrue(report.differences.isEmpty, report.differences.prefix(40).joined(separator: "\n"))
    }
}
