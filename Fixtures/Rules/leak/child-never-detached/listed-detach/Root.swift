import RIBs
import UIKit

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency>, TripDependency, GarageDependency, StudioDependency {}

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
        return RootRouter(interactor: interactor, viewController: viewController,
                          tripBuilder: TripBuilder(dependency: component), garageBuilder: GarageBuilder(dependency: component),
                          studioBuilder: StudioBuilder(dependency: component))
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

protocol RootInteractable: Interactable, TripListener, GarageListener, StudioListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let tripBuilder: TripBuildable
    private let garageBuilder: GarageBuildable
    private let studioBuilder: StudioBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, tripBuilder: TripBuildable,
         garageBuilder: GarageBuildable, studioBuilder: StudioBuildable) {
        self.tripBuilder = tripBuilder
        self.garageBuilder = garageBuilder
        self.studioBuilder = studioBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // The three screens live as long as the app: attached once, when the root loads.
    override func didLoad() {
        super.didLoad()
        attachChild(tripBuilder.build(withListener: interactor))
        attachChild(garageBuilder.build(withListener: interactor))
        attachChild(studioBuilder.build(withListener: interactor))
    }
}

protocol RootPresentableListener: AnyObject {}

final class RootViewController: UIViewController, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?
}
