import RIBs
import UIKit

protocol MapDependency: Dependency {}

final class MapComponent: Component<MapDependency> {}

protocol MapBuildable: Buildable {
    func build(withListener listener: MapListener) -> ViewableRouting
}

final class MapBuilder: Builder<MapDependency>, MapBuildable {
    override init(dependency: MapDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: MapListener) -> ViewableRouting {
        _ = MapComponent(dependency: dependency)
        let viewController = MapViewController()
        let interactor = MapInteractor(presenter: viewController)
        interactor.listener = listener
        return MapRouter(interactor: interactor, viewController: viewController)
    }
}

protocol MapRouting: ViewableRouting {}

protocol MapPresentable: Presentable {
    var listener: MapPresentableListener? { get set }
}

protocol MapListener: AnyObject {}

final class MapInteractor: PresentableInteractor<MapPresentable>, MapInteractable, MapPresentableListener {
    weak var router: MapRouting?
    weak var listener: MapListener?

    override init(presenter: MapPresentable) {
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

protocol MapInteractable: Interactable {
    var router: MapRouting? { get set }
    var listener: MapListener? { get set }
}

protocol MapViewControllable: ViewControllable {}

final class MapRouter: ViewableRouter<MapInteractable, MapViewControllable>, MapRouting {
    init(interactor: MapInteractable, viewController: MapViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol MapPresentableListener: AnyObject {}

final class MapViewController: UIViewController, MapPresentable, MapViewControllable {
    weak var listener: MapPresentableListener?
}
