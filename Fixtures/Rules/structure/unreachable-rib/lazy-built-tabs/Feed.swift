import RIBs
import UIKit

protocol FeedDependency: Dependency {}

protocol FeedBuildable: Buildable {
    func build(withListener listener: FeedListener) -> FeedRouting
}

final class FeedBuilder: Builder<FeedDependency>, FeedBuildable {
    func build(withListener listener: FeedListener) -> FeedRouting {
        let viewController = FeedViewController()
        let interactor = FeedInteractor(presenter: viewController)
        interactor.listener = listener
        return FeedRouter(interactor: interactor, viewController: viewController)
    }
}

protocol FeedRouting: ViewableRouting {}

protocol FeedPresentable: Presentable {}

protocol FeedListener: AnyObject {}

final class FeedInteractor: PresentableInteractor<FeedPresentable>, FeedInteractable {
    weak var router: FeedRouting?
    weak var listener: FeedListener?
}

protocol FeedInteractable: Interactable {
    var router: FeedRouting? { get set }
    var listener: FeedListener? { get set }
}

protocol FeedViewControllable: ViewControllable {}

final class FeedViewController: UIViewController, FeedPresentable, FeedViewControllable {}

final class FeedRouter: ViewableRouter<FeedInteractable, FeedViewControllable>, FeedRouting {
    init(interactor: FeedInteractable, viewController: FeedViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
