import RIBs
import UIKit

protocol ShareDependency: Dependency {}

final class ShareComponent: Component<ShareDependency>, MapDependency {}

protocol ShareBuildable: Buildable {
    func build(withListener listener: ShareListener) -> ViewableRouting
}

final class ShareBuilder: Builder<ShareDependency>, ShareBuildable {
    override init(dependency: ShareDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ShareListener) -> ViewableRouting {
        let component = ShareComponent(dependency: dependency)
        let viewController = ShareViewController()
        let interactor = ShareInteractor(presenter: viewController)
        interactor.listener = listener
        return ShareRouter(interactor: interactor, viewController: viewController, mapBuilder: MapBuilder(dependency: component))
    }
}

protocol ShareRouting: ViewableRouting {
    func routeToMap()
}

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

    func didTapMap() {
        router?.routeToMap()
    }

    // The map's close button: the helper of `extension Routing` detaches it (and any other child).
    func didTapCloseMap() {
        router?.detachAll()
    }
}

protocol ShareInteractable: Interactable, MapListener {
    var router: ShareRouting? { get set }
    var listener: ShareListener? { get set }
}

protocol ShareViewControllable: ViewControllable {}

final class ShareRouter: ViewableRouter<ShareInteractable, ShareViewControllable>, ShareRouting {
    private let mapBuilder: MapBuildable

    init(interactor: ShareInteractable, viewController: ShareViewControllable, mapBuilder: MapBuildable) {
        self.mapBuilder = mapBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // Clean: the interactor detaches Map through `detachAll()` when it closes.
    func routeToMap() {
        attachChild(mapBuilder.build(withListener: interactor))
    }
}

protocol SharePresentableListener: AnyObject {
    func didTapMap()
    func didTapCloseMap()
}

final class ShareViewController: UIViewController, SharePresentable, ShareViewControllable {
    weak var listener: SharePresentableListener?
}
