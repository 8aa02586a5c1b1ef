import XCTest
final class RIBLintASTTestsPlaceholder: XCTestCase {}
