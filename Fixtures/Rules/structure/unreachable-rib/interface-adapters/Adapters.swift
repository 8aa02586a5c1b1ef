import RIBs

// Registered by the app for `DIShopBuildable`; it makes the feature's own builder, so whoever
// holds a `DIShopBuildable` and attaches what it builds is Shop's parent.
final class ShopBuilderAdapter: Builder<DIShopDependency>, DIShopBuildable, ShopListener {
    private final class AdapterComponent: Component<DIShopDependency>, ShopDependency {}

    private weak var listener: DIShopListener?

    func build(withListener listener: DIShopListener) -> DIShopRouting {
        self.listener = listener
        return ShopBuilder(dependency: AdapterComponent(dependency: dependency)).build(withListener: self)
    }
}

// The same kind of adapter for Audit, but no RIB holds a `DIAuditBuildable`: Audit is built by
// nothing in the tree.
final class AuditBuilderAdapter: Builder<DIAuditDependency>, DIAuditBuildable {
    private final class AdapterComponent: Component<DIAuditDependency>, AuditDependency {}

    func build() -> ViewableRouting {
        AuditBuilder(dependency: AdapterComponent(dependency: dependency)).build()
    }
}

final class FeatureContainer {
    static let shared = FeatureContainer()
    private var factories: [ObjectIdentifier: (Any) -> Any] = [:]

    func register<Service>(_ type: Service.Type, factory: @escaping (Any) -> Service) {
        factories[ObjectIdentifier(type)] = factory
    }

    func resolve<Service>(_ type: Service.Type, argument: Any) -> Service? {
        factories[ObjectIdentifier(type)]?(argument) as? Service
    }
}
