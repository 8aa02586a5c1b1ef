import RIBs

/// The share extension's own top component: the extension process has no AppComponent.
final class ShareExtensionComponent: Component<EmptyDependency>, ShareDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }

    var draftOutbox: DraftOutbox { shared { DraftOutbox() } }
}
