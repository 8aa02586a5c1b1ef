import XCTest
final class RIBLintRulesTestsPlaceholder: XCTestCase {}
