import RIBs
import UIKit

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency>, DIShopDependency {}

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        let shopBuilder = FeatureContainer.shared.resolve(DIShopBuildable.self, argument: component)!
        return RootRouter(interactor: interactor, viewController: viewController, shopBuilder: shopBuilder)
    }
}

protocol RootRouting: ViewableRouting {}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

protocol RootPresentableListener: AnyObject {}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: RootRouting?

    override init(presenter: RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

protocol RootInteractable: Interactable, DIShopListener {
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootViewController: UIViewController, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let shopBuilder: DIShopBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, shopBuilder: DIShopBuildable) {
        self.shopBuilder = shopBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        attachChild(shopBuilder.build(withListener: interactor))
    }
}
