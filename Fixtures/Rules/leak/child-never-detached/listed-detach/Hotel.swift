import RIBs
import UIKit

protocol HotelDependency: Dependency {}

final class HotelComponent: Component<HotelDependency> {}

protocol HotelBuildable: Buildable {
    func build(withListener listener: HotelListener) -> HotelRouting
}

final class HotelBuilder: Builder<HotelDependency>, HotelBuildable {
    override init(dependency: HotelDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: HotelListener) -> HotelRouting {
        _ = HotelComponent(dependency: dependency)
        let viewController = HotelViewController()
        let interactor = HotelInteractor(presenter: viewController)
        interactor.listener = listener
        return HotelRouter(interactor: interactor, viewController: viewController)
    }
}

protocol HotelRouting: ViewableRouting {}

protocol HotelPresentable: Presentable {
    var listener: HotelPresentableListener? { get set }
}

protocol HotelListener: AnyObject {}

final class HotelInteractor: PresentableInteractor<HotelPresentable>, HotelInteractable, HotelPresentableListener {
    weak var router: HotelRouting?
    weak var listener: HotelListener?

    override init(presenter: HotelPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

protocol HotelInteractable: Interactable {
    var router: HotelRouting? { get set }
    var listener: HotelListener? { get set }
}

protocol HotelViewControllable: ViewControllable {}

final class HotelRouter: ViewableRouter<HotelInteractable, HotelViewControllable>, HotelRouting {
    init(interactor: HotelInteractable, viewController: HotelViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol HotelPresentableListener: AnyObject {}

final class HotelViewController: UIViewController, HotelPresentable, HotelViewControllable {
    weak var listener: HotelPresentableListener?
}
