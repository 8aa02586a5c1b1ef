import XCTest
final class RIBLintLexerTestsPlaceholder: XCTestCase {}
