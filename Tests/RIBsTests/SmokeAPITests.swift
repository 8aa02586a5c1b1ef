import RIBs
import XCTest

final class SmokeAPITests: XCTestCase {
    func testConfinementCompilesOnAnyCancellable() {
        let interactor = Interactor()
        interactor.activate()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        subject.sink { received.append($0) }.cancelOnDeactivate(interactor: interactor)
        subject.send(1)
        interactor.deactivate()
        subject.send(2)
        XCTAssertEqual(received, [1])
    }
}
