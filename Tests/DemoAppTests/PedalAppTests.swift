@testable import DemoApp
import RIBs
import XCTest

final class PedalAppTests: XCTestCase {}
