import RIBs
import UIKit

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency>, WalletDependency {}

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(interactor: interactor, viewController: viewController, walletBuilder: WalletBuilder(dependency: component))
    }
}

protocol RootRouting: ViewableRouting {}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

protocol RootListener: AnyObject {}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: RootRouting?
    weak var listener: RootListener?

    override init(presenter: RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

protocol RootInteractable: Interactable, WalletListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let walletBuilder: WalletBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, walletBuilder: WalletBuildable) {
        self.walletBuilder = walletBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // The wallet lives as long as the app: attached once, when the root loads.
    override func didLoad() {
        super.didLoad()
        attachChild(walletBuilder.build(withListener: interactor))
    }
}

protocol RootPresentableListener: AnyObject {}

final class RootViewController: UIViewController, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?
}
