import XCTest
final class DemoAppTestsPlaceholder: XCTestCase {}
