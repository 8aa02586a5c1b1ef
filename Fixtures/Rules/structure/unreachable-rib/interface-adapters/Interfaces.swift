import RIBs

// What an interface module publishes for each feature: the parent depends on these protocols
// only, and the app registers an adapter behind each one in a container.
protocol DIShopDependency: Dependency {}

protocol DIShopListener: AnyObject {}

protocol DIShopRouting: ViewableRouting {}

protocol DIShopBuildable: Buildable {
    func build(withListener listener: DIShopListener) -> DIShopRouting
}

protocol DIAuditDependency: Dependency {}

protocol DIAuditBuildable: Buildable {
    func build() -> ViewableRouting
}
