import RIBs
import UIKit

protocol CarDependency: Dependency {}

final class CarComponent: Component<CarDependency> {}

protocol CarBuildable: Buildable {
    func build(withListener listener: CarListener) -> CarRouting
}

final class CarBuilder: Builder<CarDependency>, CarBuildable {
    override init(dependency: CarDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CarListener) -> CarRouting {
        _ = CarComponent(dependency: dependency)
        let viewController = CarViewController()
        let interactor = CarInteractor(presenter: viewController)
        interactor.listener = listener
        return CarRouter(interactor: interactor, viewController: viewController)
    }
}

protocol CarRouting: ViewableRouting {}

protocol CarPresentable: Presentable {
    var listener: CarPresentableListener? { get set }
}

protocol CarListener: AnyObject {}

final class CarInteractor: PresentableInteractor<CarPresentable>, CarInteractable, CarPresentableListener {
    weak var router: CarRouting?
    weak var listener: CarListener?

    override init(presenter: CarPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

protocol CarInteractable: Interactable {
    var router: CarRouting? { get set }
    var listener: CarListener? { get set }
}

protocol CarViewControllable: ViewControllable {}

final class CarRouter: ViewableRouter<CarInteractable, CarViewControllable>, CarRouting {
    init(interactor: CarInteractable, viewController: CarViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol CarPresentableListener: AnyObject {}

final class CarViewController: UIViewController, CarPresentable, CarViewControllable {
    weak var listener: CarPresentableListener?
}
