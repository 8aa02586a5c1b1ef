import Foundation

/// The stages a router goes through.
public enum RouterLifecycle {
    /// The router was loaded (first attached, or launched).
    case didLoad
}

/// The lifetime of a router as seen by code that waits for it to load.
public protocol RouterScope: AnyObject {
    /// Emits `.didLoad` when the router loads; completes when the router is deallocated.
    var lifecycle: AnyPublisher<RouterLifecycle, Never> { get }
}

/// A node of the RIB tree, seen without its concrete types (so tests can pass mock routers).
public protocol Routing: RouterScope {
    /// The RIB's interactor, which the router activates and deactivates.
    var interactable: Interactable { get }

    /// The routers attached below this one.
    var children: [Routing] { get }

    /// Loads the router once. The framework calls it; application code should not.
    func load()

    /// Attaches `child` below this router, activating and loading it.
    func attachChild(_ child: Routing)

    /// Detaches `child`, deactivating its whole subtree.
    func detachChild(_ child: Routing)
}

/// The routing part of a RIB: owns the interactor's lifecycle and the children. Attaching a child
/// activates its interactor; detaching (or deactivating this router's own interactor) deactivates
/// every interactor below.
open class Router<InteractorType>: Routing {
    /// The interactor, with the type the RIB declared for it.
    public let interactor: InteractorType

    /// The same interactor, as the framework drives it.
    public let interactable: Interactable

    public final var children: [Routing] = []

    public final var lifecycle: AnyPublisher<RouterLifecycle, Never> {
        lifecycleSubject.eraseToAnyPublisher()
    }

    private let lifecycleSubject = PassthroughSubject<RouterLifecycle, Never>()
    private var isLoaded = false
    private var activenessBinding: AnyCancellable?

    /// Traps when `interactor` does not conform to `Interactable`: a RIB without an interactor the
    /// framework can drive cannot work, and the mistake is in the builder.
    public init(interactor: InteractorType) {
        self.interactor = interactor
        guard let interactable = interactor as? Interactable else {
            fatalError("\(type(of: interactor as Any)) should conform to Interactable to be the interactor of a router.")
        }
        self.interactable = interactable
    }

    /// Loads the router: binds the subtree's activeness to this interactor, emits `.didLoad`, then
    /// calls `didLoad()`. Only the first call does anything.
    public final func load() {
        guard !isLoaded else { return }
        isLoaded = true
        bindSubtreeActiveness()
        lifecycleSubject.send(.didLoad)
        didLoad()
    }

    /// Override for one-time setup such as attaching children that live as long as this RIB.
    open func didLoad() {}

    /// Attaches `child`: appends it, activates its interactor, then loads it (so children attached
    /// in its `didLoad` join an active parent). Attaching a router that is already a child is a
    /// programmer error: it is reported through `RIBsDiagnostics` and the child is not added again.
    public final func attachChild(_ child: Routing) {
        guard !children.contains(where: { $0 === child }) else {
            RIBsDiagnostics.emit(RIBsDiagnostic(
                kind: .childAlreadyAttached,
                message: "Attempt to attach \(type(of: child)), which is already attached to \(type(of: self))."
            ))
            return
        }
        children.append(child)
        child.interactable.activate()
        child.load()
    }

    /// Detaches `child`: deactivates its interactor (and so its whole subtree), removes it, and
    /// asks `LeakDetector` to expect the child's router and interactor to be deallocated soon.
    /// A router that was not a child is only deactivated, as in uber/RIBs; nothing is expected of
    /// its lifetime, since someone else may legitimately own it.
    public final func detachChild(_ child: Routing) {
        child.interactable.deactivate()
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        children.remove(at: index)
        LeakDetector.instance.expectDeallocate(object: child.interactable)
        LeakDetector.instance.expectDeallocate(object: child)
    }

    private func bindSubtreeActiveness() {
        // Weak: the binding must not keep the router alive; it ends when the router goes.
        activenessBinding = interactable.isActiveStream
            .dropFirst()
            .sink { [weak self] isActive in
                guard let self = self else { return }
                Self.setSubtree(self, active: isActive)
            }
    }

    private static func setSubtree(_ root: Routing, active: Bool) {
        if root.interactable.isActive != active {
            if active {
                root.interactable.activate()
            } else {
                root.interactable.deactivate()
            }
        }
        for child in root.children {
            setSubtree(child, active: active)
        }
    }

    deinit {
        interactable.deactivate()
        for child in children {
            detachChild(child)
        }
        activenessBinding?.cancel()
        lifecycleSubject.send(completion: .finished)
        LeakDetector.instance.expectDeallocate(object: interactable)
    }
}
