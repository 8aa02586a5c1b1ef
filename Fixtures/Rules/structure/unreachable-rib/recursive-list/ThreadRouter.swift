import RIBs

protocol ThreadInteractable: Interactable, ThreadListener {
    var router: ThreadRouting? { get set }
    var listener: ThreadListener? { get set }
}

protocol ThreadViewControllable: ViewControllable {
    func embed(replies: ViewControllable)
    func unembed(replies: ViewControllable)
}

final class ThreadRouter: ViewableRouter<ThreadInteractable, ThreadViewControllable>, ThreadRouting {
    private let replyBuilder: ThreadBuildable
    private var replies: ThreadRouting?

    init(interactor: ThreadInteractable, viewController: ThreadViewControllable, replyBuilder: ThreadBuildable) {
        self.replyBuilder = replyBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToReplies(commentId: String) {
        if let current = replies {
            detachChild(current)
            viewController.unembed(replies: current.viewControllable)
        }
        let replies = replyBuilder.build(withListener: interactor, commentId: commentId)
        self.replies = replies
        attachChild(replies)
        viewController.embed(replies: replies.viewControllable)
    }

    func routeBackFromReplies() {
        guard let replies = replies else { return }
        detachChild(replies)
        viewController.unembed(replies: replies.viewControllable)
        self.replies = nil
    }
}
