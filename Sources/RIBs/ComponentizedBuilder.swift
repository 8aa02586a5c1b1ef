/// A builder that pairs every built RIB with a fresh DI component, so that the component lives
/// exactly as long as its RIB. Subclasses implement `build(with:_:)`.
open class ComponentizedBuilder<Component, Router, DynamicBuildDependency, DynamicComponentDependency>: Buildable {
    private let componentBuilder: (DynamicComponentDependency) -> Component
    // Weak, so that checking for reuse does not itself extend the component's life.
    private weak var lastComponent: AnyObject?

    /// `componentBuilder` must return a new component on every call.
    public init(componentBuilder: @escaping (DynamicComponentDependency) -> Component) {
        self.componentBuilder = componentBuilder
    }

    /// Builds a new RIB with a new component. A component closure that returns the previous
    /// build's component is reported as `RIBsDiagnostic.Kind.componentReused` (the build still
    /// proceeds, as in uber/RIBs).
    public final func build(
        withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
        dynamicComponentDependency: DynamicComponentDependency
    ) -> Router {
        let component = componentBuilder(dynamicComponentDependency)
        let componentObject = component as AnyObject
        if let last = lastComponent, last === componentObject {
            RIBsDiagnostics.emit(RIBsDiagnostic(
                kind: .componentReused,
                message: "\(type(of: self)) got the same \(type(of: componentObject)) instance for two builds; the component closure must create a new one each time."
            ))
        }
        lastComponent = componentObject
        return build(with: component, dynamicBuildDependency)
    }

    /// Override: builds the RIB from `component`. Never call it directly; call
    /// `build(withDynamicBuildDependency:dynamicComponentDependency:)`.
    open func build(with component: Component, _ dynamicBuildDependency: DynamicBuildDependency) -> Router {
        fatalError("\(type(of: self)) must override build(with:_:).")
    }
}

/// A componentized builder with neither build nor component dynamic dependencies.
open class SimpleComponentizedBuilder<Component, Router>: ComponentizedBuilder<Component, Router, (), ()> {
    public init(componentBuilder: @escaping () -> Component) {
        super.init(componentBuilder: { _ in componentBuilder() })
    }

    public final override func build(with component: Component, _ dynamicBuildDependency: ()) -> Router {
        build(with: component)
    }

    /// Override: builds the RIB from `component`. Never call it directly; call `build()`.
    open func build(with component: Component) -> Router {
        fatalError("\(type(of: self)) must override build(with:).")
    }

    /// Builds a new RIB with a new component.
    public final func build() -> Router {
        build(withDynamicBuildDependency: (), dynamicComponentDependency: ())
    }
}

/// A builder whose RIB is built in several steps that share one component (for example, a
/// parent reads something from the component before the final build). The component of the
/// current pass is created on first access and replaced by a new one after `finalStageBuild`.
open class MultiStageComponentizedBuilder<Component, Router, DynamicBuildDependency>: Buildable {
    private let componentBuilder: () -> Component
    private var currentPassComponent: Component?
    private weak var lastComponent: AnyObject?

    public init(componentBuilder: @escaping () -> Component) {
        self.componentBuilder = componentBuilder
    }

    /// The component shared by every stage of the current build pass.
    public final var componentForCurrentBuildPass: Component {
        if let component = currentPassComponent {
            return component
        }
        let component = componentBuilder()
        let componentObject = component as AnyObject
        if let last = lastComponent, last === componentObject {
            RIBsDiagnostics.emit(RIBsDiagnostic(
                kind: .componentReused,
                message: "\(type(of: self)) got the same \(type(of: componentObject)) instance for two build passes; the component closure must create a new one each time."
            ))
        }
        lastComponent = componentObject
        currentPassComponent = component
        return component
    }

    /// Finishes the current pass: builds the RIB with the pass's component, then starts a new pass.
    public final func finalStageBuild(withDynamicDependency dynamicDependency: DynamicBuildDependency) -> Router {
        let router = finalStageBuild(with: componentForCurrentBuildPass, dynamicDependency)
        currentPassComponent = nil
        return router
    }

    /// Override: builds the RIB. Never call it directly; call `finalStageBuild(withDynamicDependency:)`.
    open func finalStageBuild(with component: Component, _ dynamicDependency: DynamicBuildDependency) -> Router {
        fatalError("\(type(of: self)) must override finalStageBuild(with:_:).")
    }
}

/// A multi-stage builder without a dynamic dependency.
open class SimpleMultiStageComponentizedBuilder<Component, Router>: MultiStageComponentizedBuilder<Component, Router, ()> {
    public override init(componentBuilder: @escaping () -> Component) {
        super.init(componentBuilder: componentBuilder)
    }

    public final override func finalStageBuild(with component: Component, _ dynamicDependency: ()) -> Router {
        finalStageBuild(with: component)
    }

    /// Override: builds the RIB. Never call it directly; call `finalStageBuild()`.
    open func finalStageBuild(with component: Component) -> Router {
        fatalError("\(type(of: self)) must override finalStageBuild(with:).")
    }

    public final func finalStageBuild() -> Router {
        finalStageBuild(withDynamicDependency: ())
    }
}
