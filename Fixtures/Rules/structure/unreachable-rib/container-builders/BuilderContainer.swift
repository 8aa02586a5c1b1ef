import Foundation

/// A tiny service locator the Root builder fills with its children's builders.
/// Clean: no RIB part (no RIB base, no Buildable conformance), so it is not a RIB and not
/// unreachable. It only makes ProfileBuilder on Root's behalf: the builder it hands out ends
/// up in RootRouter, which builds and attaches Profile, so Root is Profile's parent.
final class BuilderContainer {
    private var factories: [ObjectIdentifier: () -> Any] = [:]

    func register<Service>(_ type: Service.Type, factory: @escaping () -> Service) {
        factories[ObjectIdentifier(type)] = factory
    }

    func resolve<Service>(_ type: Service.Type) -> Service {
        guard let make = factories[ObjectIdentifier(type)], let service = make() as? Service else {
            fatalError("nothing registered for \(type)")
        }
        return service
    }

    /// The builders of Root's children, made with Root's component as their dependency.
    func registerChildBuilders(parent: RootComponent) {
        register(ProfileBuildable.self) { ProfileBuilder(dependency: parent) }
    }
}
