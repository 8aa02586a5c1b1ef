import RIBs
import UIKit

protocol ThreadPresentableListener: AnyObject {
    func didExpand(replyId: String)
    func didCollapse()
}

final class ThreadViewController: UIViewController, ThreadPresentable, ThreadViewControllable {
    weak var listener: ThreadPresentableListener?

    func show(replies: [String]) {}

    func embed(replies: ViewControllable) {
        addChild(replies.uiviewController)
        view.addSubview(replies.uiviewController.view)
        replies.uiviewController.didMove(toParent: self)
    }

    func unembed(replies: ViewControllable) {
        replies.uiviewController.willMove(toParent: nil)
        replies.uiviewController.view.removeFromSuperview()
        replies.uiviewController.removeFromParent()
    }
}
