import XCTest
final class RIBLintCLITestsPlaceholder: XCTestCase {}
