import XCTest
final class RIBsTestsPlaceholder: XCTestCase {}
