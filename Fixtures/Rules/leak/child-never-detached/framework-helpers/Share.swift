import RIBs
import UIKit

protocol ShareDependency: Dependency {}

final class ShareComponent: Component<ShareDependency> {}

protocol ShareBuildable: Buildable {
    func build(withListener listener: ShareListener) -> ViewableRouting
}

final class ShareBuilder: Builder<ShareDependency>, ShareBuildable {
    override init(dependency: ShareDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ShareListener) -> ViewableRouting {
        _ = ShareComponent(dependency: dependency)
        let viewController = ShareViewController()
        let interactor = ShareInteractor(presenter: viewController)
        interactor.listener = listener
        return ShareRouter(interactor: interactor, viewController: viewController)
    }
}

protocol ShareRouting: ViewableRouting {}

protocol SharePresentable: Presentable {
    var listener: SharePresentableListener? { get set }
}

protocol ShareListener: AnyObject {}

final class ShareInteractor: PresentableInteractor<SharePresentable>, ShareInteractable, SharePresentableListener {
    weak var router: ShareRouting?
    weak var listener: ShareListener?

    override init(presenter: SharePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }
}

protocol ShareInteractable: Interactable {
    var router: ShareRouting? { get set }
    var listener: ShareListener? { get set }
}

protocol ShareViewControllable: ViewControllable {}

final class ShareRouter: ViewableRouter<ShareInteractable, ShareViewControllable>, ShareRouting {
    init(interactor: ShareInteractable, viewController: ShareViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol SharePresentableListener: AnyObject {}

final class ShareViewController: UIViewController, SharePresentable, ShareViewControllable {
    weak var listener: SharePresentableListener?
}
