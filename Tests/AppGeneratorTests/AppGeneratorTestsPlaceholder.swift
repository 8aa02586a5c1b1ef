import XCTest
final class AppGeneratorTestsPlaceholder: XCTestCase {}
