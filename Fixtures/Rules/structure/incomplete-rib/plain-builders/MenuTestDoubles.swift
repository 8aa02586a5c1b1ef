import RIBs

/// Clean: a test double of MenuBuildable. It adopts the buildable protocol, as MenuBuilder does,
/// but it only counts calls and hands back a stubbed router; it makes no component, interactor or
/// router. A spy is no builder: it is not a second builder of Menu, not a RIB of its own (so not
/// structure/incomplete-rib or structure/unreachable-rib), and nothing it does makes a parent.
final class MenuBuildableSpy: MenuBuildable {
    private(set) var buildCallCount = 0
    var stubbedRouting: MenuRouting?

    func build(withListener listener: MenuListener) -> MenuRouting {
        buildCallCount += 1
        guard let routing = stubbedRouting else {
            fatalError("MenuBuildableSpy: set stubbedRouting before building")
        }
        return routing
    }
}
