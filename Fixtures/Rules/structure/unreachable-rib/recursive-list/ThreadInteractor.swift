import RIBs

protocol ThreadRouting: ViewableRouting {
    func routeToReplies(commentId: String)
    func routeBackFromReplies()
}

protocol ThreadPresentable: Presentable {
    var listener: ThreadPresentableListener? { get set }
    func show(replies: [String])
}

protocol ThreadListener: AnyObject {
    func threadDidClose()
}

// Only Thread's own builder builds ThreadBuilder, and no other RIB, app delegate or root builds
// Thread: a RIB that builds itself still has no way in, so it is unreachable.
final class ThreadInteractor: PresentableInteractor<ThreadPresentable>, ThreadInteractable, ThreadPresentableListener { // expect: structure/unreachable-rib
    weak var router: ThreadRouting?
    weak var listener: ThreadListener?

    private let commentId: String
    private let commentStore: CommentStore

    init(presenter: ThreadPresentable, commentId: String, commentStore: CommentStore) {
        self.commentId = commentId
        self.commentStore = commentStore
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.show(replies: commentStore.replies(to: commentId))
    }

    override func willResignActive() {
        super.willResignActive()
    }

    // MARK: - ThreadPresentableListener

    func didExpand(replyId: String) {
        router?.routeToReplies(commentId: replyId)
    }

    func didCollapse() {
        listener?.threadDidClose()
    }

    // MARK: - ThreadListener (the replies this thread expanded)

    func threadDidClose() {
        router?.routeBackFromReplies()
    }
}
