/// Anything that builds a RIB.
public protocol Buildable: AnyObject {}

/// A builder that creates a RIB from the dependency its parent provides.
open class Builder<DependencyType>: Buildable {
    /// What the parent provides; the builder passes it to a new component per build.
    public let dependency: DependencyType

    public init(dependency: DependencyType) {
        self.dependency = dependency
    }
}
