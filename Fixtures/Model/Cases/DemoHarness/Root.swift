import RIBs
import UIKit

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency> {}

extension RootComponent: FeedDependency {}

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor()
        return RootRouter(interactor: interactor, viewController: viewController,
                          feedBuilder: FeedBuilder(dependency: component))
    }
}

protocol RootRouting: ViewableRouting {}

protocol RootInteractable: Interactable, FeedListener {
    var router: RootRouting? { get set }
}

final class RootInteractor: Interactor, RootInteractable {
    weak var router: RootRouting?
}

protocol RootViewControllable: ViewControllable {}

final class RootViewController: UIViewController, RootViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let feedBuilder: FeedBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, feedBuilder: FeedBuildable) {
        self.feedBuilder = feedBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        attachChild(feedBuilder.build(withListener: interactor))
    }
}
