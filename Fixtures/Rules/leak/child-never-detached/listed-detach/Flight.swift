import RIBs
import UIKit

protocol FlightDependency: Dependency {}

final class FlightComponent: Component<FlightDependency> {}

protocol FlightBuildable: Buildable {
    func build(withListener listener: FlightListener) -> FlightRouting
}

final class FlightBuilder: Builder<FlightDependency>, FlightBuildable {
    override init(dependency: FlightDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: FlightListener) -> FlightRouting {
        _ = FlightComponent(dependency: dependency)
        let viewController = FlightViewController()
        let interactor = FlightInteractor(presenter: viewController)
        interactor.listener = listener
        return FlightRouter(interactor: interactor, viewController: viewController)
    }
}

protocol FlightRouting: ViewableRouting {}

protocol FlightPresentable: Presentable {
    var listener: FlightPresentableListener? { get set }
}

protocol FlightListener: AnyObject {}

final class FlightInteractor: PresentableInteractor<FlightPresentable>, FlightInteractable, FlightPresentableListener {
    weak var router: FlightRouting?
    weak var listener: FlightListener?

    override init(presenter: FlightPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

protocol FlightInteractable: Interactable {
    var router: FlightRouting? { get set }
    var listener: FlightListener? { get set }
}

protocol FlightViewControllable: ViewControllable {}

final class FlightRouter: ViewableRouter<FlightInteractable, FlightViewControllable>, FlightRouting {
    init(interactor: FlightInteractable, viewController: FlightViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol FlightPresentableListener: AnyObject {}

final class FlightViewController: UIViewController, FlightPresentable, FlightViewControllable {
    weak var listener: FlightPresentableListener?
}
