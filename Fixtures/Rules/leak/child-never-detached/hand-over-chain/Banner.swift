import RIBs
import UIKit

protocol BannerDependency: Dependency {}

final class BannerComponent: Component<BannerDependency> {}

protocol BannerBuildable: Buildable {
    func build(withListener listener: BannerListener) -> BannerRouting
}

final class BannerBuilder: Builder<BannerDependency>, BannerBuildable {
    override init(dependency: BannerDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: BannerListener) -> BannerRouting {
        _ = BannerComponent(dependency: dependency)
        let viewController = BannerViewController()
        let interactor = BannerInteractor(presenter: viewController)
        interactor.listener = listener
        return BannerRouter(interactor: interactor, viewController: viewController)
    }
}

protocol BannerRouting: ViewableRouting {}

protocol BannerPresentable: Presentable {
    var listener: BannerPresentableListener? { get set }
}

protocol BannerListener: AnyObject {}

final class BannerInteractor: PresentableInteractor<BannerPresentable>, BannerInteractable, BannerPresentableListener {
    weak var router: BannerRouting?
    weak var listener: BannerListener?

    override init(presenter: BannerPresentable) {
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

protocol BannerInteractable: Interactable {
    var router: BannerRouting? { get set }
    var listener: BannerListener? { get set }
}

protocol BannerViewControllable: ViewControllable {}

final class BannerRouter: ViewableRouter<BannerInteractable, BannerViewControllable>, BannerRouting {
    init(interactor: BannerInteractable, viewController: BannerViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol BannerPresentableListener: AnyObject {}

final class BannerViewController: UIViewController, BannerPresentable, BannerViewControllable {
    weak var listener: BannerPresentableListener?
}
