import RIBs

/// Clean: named like a builder and a Builder subclass, but it only wraps SearchBuilder (to log
/// each build); it has no component, interactor or router of its own. It is not a RIB, so not
/// unreachable either, and it does not make Search a root: whoever builds the adapter builds
/// Search.
final class SearchBuilderAdapter: Builder<SearchDependency>, SearchBuildable {
    override init(dependency: SearchDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: SearchListener) -> SearchRouting {
        print("building Search")
        return SearchBuilder(dependency: dependency).build(withListener: listener)
    }
}
