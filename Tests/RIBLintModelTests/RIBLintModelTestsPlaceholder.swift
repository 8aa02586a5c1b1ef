import XCTest
final class RIBLintModelTestsPlaceholder: XCTestCase {}
