@testable import RIBLintAnalysis
import RIBLintCore
import SeededRandom
import XCTest

/// `SubscriptionCallNames.isSubscriptionName` tells most names apart by their first byte and
/// length before it hashes them: it must answer exactly as the set of names does.
final class SubscriptionNameFilterTests: XCTestCase {
    func testTheFilterAnswersAsTheSetOfNamesDoes() {
        var vocabulary = FrameworkVocabulary.default
        let long = String(repeating: "subscribeWithAVeryLongName", count: 3)
        vocabulary.subscriptionCalls += [long, "désabonner", ""]
        let names = SubscriptionCallNames(vocabulary)
        let expected = Set(vocabulary.subscriptionCalls)

        for name in expected {
            XCTAssertTrue(names.isSubscriptionName(name), "\(name) is a subscription name")
        }
        // Look-alikes: the names cut short, lengthened, with another first letter, and random words.
        let pieces = vocabulary.subscriptionCalls + ["s", "b", "d", "x", "é", "Subscribe", "sinks", "assigned", "bin"]
        let letters = Array("sbdeaiknorutwxyzé")
        var random = SplitMix64(seed: 0x5B5C_21BE)
        var negatives = 0
        for _ in 0..<20_000 {
            var name: String
            switch random.next() % 4 {
            case 0: name = String(pieces[Int(random.next() % UInt64(pieces.count))].dropLast(Int(random.next() % 3)))
            case 1: name = pieces[Int(random.next() % UInt64(pieces.count))] + String(letters[Int(random.next() % UInt64(letters.count))])
            case 2: name = String(letters[Int(random.next() % UInt64(letters.count))]) + pieces[Int(random.next() % UInt64(pieces.count))].dropFirst()
            default: name = String((0..<Int(random.next() % 70)).map { _ in letters[Int(random.next() % UInt64(letters.count))] })
            }
            let answer = names.isSubscriptionName(name)
            XCTAssertEqual(answer, expected.contains(name), "\(name)")
            if !answer { negatives += 1 }
        }
        XCTAssertGreaterThan(negatives, 10_000, "the look-alikes are mostly not names")
    }
}
