import Foundation

/// What a RIB needs from its parent, declared as a protocol the parent's component adopts.
public protocol Dependency: AnyObject {}

/// The dependency of a RIB that needs nothing from its parent.
public protocol EmptyDependency: Dependency {}

/// A RIB's DI scope: it exposes what the RIB and its children need, built from what the parent
/// provides in `dependency`. One component is created per built RIB.
open class Component<DependencyType>: Dependency {
    /// What the parent provides.
    public let dependency: DependencyType

    // Recursive: a shared factory commonly reads other shared properties of the same component.
    private let sharedInstancesLock = NSRecursiveLock()
    private var sharedInstances: [String: Any] = [:]

    public init(dependency: DependencyType) {
        self.dependency = dependency
    }

    /// Returns the one instance of the calling property for this component, creating it with
    /// `factory` on first use. Write `var store: Store { shared { Store() } }`. Keyed by the calling
    /// property's name (`#function`), so each property has its own instance and each component its
    /// own set. Safe from any thread; a nil result is kept too.
    public final func shared<T>(__function: String = #function, _ factory: () -> T) -> T {
        sharedInstancesLock.lock()
        defer { sharedInstancesLock.unlock() }
        if let stored = sharedInstances[__function], let instance = stored as? T {
            return instance
        }
        let instance = factory()
        sharedInstances[__function] = instance
        return instance
    }
}

/// The component of a root RIB, which has no parent to depend on.
open class EmptyComponent: EmptyDependency {
    public init() {}
}
