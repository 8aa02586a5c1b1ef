import RIBs

protocol ThreadDependency: Dependency {
    var commentStore: CommentStore { get }
}

final class ThreadComponent: Component<ThreadDependency> {
    var commentStore: CommentStore { dependency.commentStore }
}

// MARK: - Builder

protocol ThreadBuildable: Buildable {
    func build(withListener listener: ThreadListener, commentId: String) -> ThreadRouting
}

final class ThreadBuilder: Builder<ThreadDependency>, ThreadBuildable {
    override init(dependency: ThreadDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ThreadListener, commentId: String) -> ThreadRouting {
        let component = ThreadComponent(dependency: dependency)
        let viewController = ThreadViewController()
        let interactor = ThreadInteractor(presenter: viewController, commentId: commentId, commentStore: component.commentStore)
        interactor.listener = listener
        // The replies under a comment are one more Thread, built by a fresh ThreadBuilder. That
        // is the only place ThreadBuilder is constructed: Thread builds itself, nobody else does.
        let replyBuilder = ThreadBuilder(dependency: dependency)
        return ThreadRouter(interactor: interactor, viewController: viewController, replyBuilder: replyBuilder)
    }
}
