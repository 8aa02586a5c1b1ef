import RIBs

protocol ShareDependency: Dependency {
    var draftOutbox: DraftOutbox { get }
}

final class ShareComponent: Component<ShareDependency> {
    var draftOutbox: DraftOutbox { dependency.draftOutbox }
}

// MARK: - Builder

protocol ShareBuildable: Buildable {
    func build(withListener listener: ShareListener) -> ShareRouting
}

final class ShareBuilder: Builder<ShareDependency>, ShareBuildable {
    override init(dependency: ShareDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ShareListener) -> ShareRouting {
        let component = ShareComponent(dependency: dependency)
        let viewController = ShareComposerViewController()
        let interactor = ShareInteractor(presenter: viewController, outbox: component.draftOutbox)
        interactor.listener = listener
        return ShareRouter(interactor: interactor, viewController: viewController)
    }
}
