import XCTest
final class RIBLintCoreTestsPlaceholder: XCTestCase {}
