import Foundation
import RIBs
import XCTest

private final class Store {}

private final class CountingComponent: Component<EmptyComponent> {
    let lock = NSLock()
    var storeFactoryCalls = 0

    init() {
        super.init(dependency: EmptyComponent())
    }

    var store: Store {
        shared {
            lock.lock()
            storeFactoryCalls += 1
            lock.unlock()
            // Slow enough that concurrent first accesses overlap.
            Thread.sleep(forTimeInterval: 0.001)
            return Store()
        }
    }

    var otherStore: Store {
        shared { Store() }
    }

    /// A shared property whose factory reads another shared property of the same component.
    var storePair: (Store, Store) {
        shared { (store, otherStore) }
    }
}

final class ComponentTests: XCTestCase {
    func testSharedReturnsOneInstancePerPropertyPerComponent() {
        let component = CountingComponent()
        XCTAssertTrue(component.store === component.store)
        XCTAssertFalse(component.store === component.otherStore)
        XCTAssertEqual(component.storeFactoryCalls, 1)
        let another = CountingComponent()
        XCTAssertFalse(component.store === another.store)
    }

    func testSharedIsSafeUnderConcurrentAccess() {
        let component = CountingComponent()
        let lock = NSLock()
        var seen = Set<ObjectIdentifier>()
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            let identifier = ObjectIdentifier(component.store)
            lock.lock()
            seen.insert(identifier)
            lock.unlock()
        }
        XCTAssertEqual(seen.count, 1)
        XCTAssertEqual(component.storeFactoryCalls, 1)
    }

    func testSharedFactoryMayReadOtherSharedPropertiesWithoutDeadlock() {
        let component = CountingComponent()
        let pair = component.storePair
        XCTAssertTrue(pair.0 === component.store)
        XCTAssertTrue(pair.1 === component.otherStore)
    }
}

final class BuilderTests: XCTestCase {
    private var diagnostics: DiagnosticsRecorder!

    override func setUp() {
        super.setUp()
        diagnostics = DiagnosticsRecorder()
    }

    override func tearDown() {
        diagnostics.stop()
        super.tearDown()
    }

    private final class NamedComponent: Component<EmptyComponent> {
        let name: String
        init(name: String) {
            self.name = name
            super.init(dependency: EmptyComponent())
        }
    }

    private final class NameBuilder: ComponentizedBuilder<NamedComponent, String, Int, String> {
        override func build(with component: NamedComponent, _ dynamicBuildDependency: Int) -> String {
            "\(component.name)#\(dynamicBuildDependency)"
        }
    }

    private final class SimpleBuilder: SimpleComponentizedBuilder<NamedComponent, NamedComponent> {
        override func build(with component: NamedComponent) -> NamedComponent {
            component
        }
    }

    private final class StagedBuilder: MultiStageComponentizedBuilder<NamedComponent, NamedComponent, Int> {
        override func finalStageBuild(with component: NamedComponent, _ dynamicDependency: Int) -> NamedComponent {
            component
        }
    }

    func testComponentizedBuilderPassesBothDynamicDependencies() {
        let builder = NameBuilder { NamedComponent(name: $0) }
        XCTAssertEqual(builder.build(withDynamicBuildDependency: 7, dynamicComponentDependency: "a"), "a#7")
        XCTAssertEqual(diagnostics.kinds, [])
    }

    func testSimpleComponentizedBuilderMakesANewComponentPerBuild() {
        let builder = SimpleBuilder { NamedComponent(name: "x") }
        let first = builder.build()
        let second = builder.build()
        XCTAssertFalse(first === second)
        XCTAssertEqual(diagnostics.kinds, [])
    }

    func testReusingOneComponentForTwoBuildsIsReported() {
        let reused = NamedComponent(name: "reused")
        let builder = SimpleBuilder { reused }
        _ = builder.build()
        _ = builder.build()
        XCTAssertEqual(diagnostics.kinds, [.componentReused])
    }

    func testMultiStageBuilderSharesTheComponentWithinAPassOnly() {
        let builder = StagedBuilder { NamedComponent(name: "staged") }
        let early = builder.componentForCurrentBuildPass
        XCTAssertTrue(early === builder.componentForCurrentBuildPass)
        let built = builder.finalStageBuild(withDynamicDependency: 1)
        XCTAssertTrue(built === early)
        XCTAssertFalse(builder.componentForCurrentBuildPass === early)
        XCTAssertEqual(diagnostics.kinds, [])
    }

    func testBuilderKeepsItsDependency() {
        let dependency = EmptyComponent()
        XCTAssertTrue(Builder(dependency: dependency).dependency === dependency)
        let presenterViewController = EmptyComponent()
        XCTAssertTrue(Presenter(viewController: presenterViewController).viewController === presenterViewController)
    }
}
