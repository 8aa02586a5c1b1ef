import XCTest
final class DifferentialTestsPlaceholder: XCTestCase {}
