@testable import RIBLintModel
import SeededRandom
import XCTest

final class FlatListsTests: XCTestCase {
    /// Lists stored end to end give back each list as it was, empty ones included, whether made
    /// from an array of arrays or appended one by one.
    func testEveryListComesBackAsItWas() {
        var random = SplitMix64(seed: 0xF1A7)
        for _ in 0..<50 {
            let lists: [[Int]] = (0..<random.below(40)).map { _ in
                let count = random.below(4) == 0 ? 0 : random.below(6)
                return (0..<count).map { _ in random.below(1000) }
            }
            let made = FlatLists(lists)
            var appended = FlatLists<Int>()
            for list in lists { appended.append(list) }
            XCTAssertEqual(made.count, lists.count)
            XCTAssertEqual(appended.count, lists.count)
            for (index, list) in lists.enumerated() {
                XCTAssertEqual(Array(made[index]), list)
                XCTAssertEqual(Array(appended[index]), list)
            }
        }
    }

    /// A list's slice keeps the shared array's indices: readers must step from its start index,
    /// as `conforms(_:to:)`'s binary search does. A type whose supertypes are stored after other
    /// types' is found to conform, and not to conform to what it does not inherit.
    func testConformanceLooksInTheTypesOwnList() {
        let model = makeModel([("A.swift", """
            protocol P {}
            protocol Q {}
            protocol R: Q {}
            class First: P {}
            class Second: R {}
            class Third: Second, P {}
            """)])
        func id(_ name: String) -> TypeID { model.types.lookup(name, fromModule: "App")! }
        XCTAssertTrue(model.types.conforms(id("Third"), to: id("Q")))
        XCTAssertTrue(model.types.conforms(id("Third"), to: id("P")))
        XCTAssertTrue(model.types.conforms(id("Second"), to: id("Q")))
        XCTAssertFalse(model.types.conforms(id("Second"), to: id("P")))
        XCTAssertFalse(model.types.conforms(id("First"), to: id("Q")))
        XCTAssertEqual(Set(model.types.sortedSupertypes(of: id("Third"))), [id("Second"), id("R"), id("Q"), id("P")])
    }
}
