import RIBs
import UIKit

protocol StudioDependency: Dependency {}

final class StudioComponent: Component<StudioDependency>, LampDependency, EaselDependency {}

protocol StudioBuildable: Buildable {
    func build(withListener listener: StudioListener) -> StudioRouting
}

final class StudioBuilder: Builder<StudioDependency>, StudioBuildable {
    override init(dependency: StudioDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: StudioListener) -> StudioRouting {
        let component = StudioComponent(dependency: dependency)
        let viewController = StudioViewController()
        let interactor = StudioInteractor(presenter: viewController)
        interactor.listener = listener
        return StudioRouter(interactor: interactor, viewController: viewController, lampBuilder: LampBuilder(dependency: component),
                            easelBuilder: EaselBuilder(dependency: component))
    }
}

protocol StudioRouting: ViewableRouting {
    func routeToLamp()
    func routeToEasel()
    func closeStudio()
}

protocol StudioPresentable: Presentable {
    var listener: StudioPresentableListener? { get set }
}

protocol StudioListener: AnyObject {}

final class StudioInteractor: PresentableInteractor<StudioPresentable>, StudioInteractable, StudioPresentableListener {
    weak var router: StudioRouting?
    weak var listener: StudioListener?

    override init(presenter: StudioPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func didTapLamp() {
        router?.routeToLamp()
    }

    func didTapEasel() {
        router?.routeToEasel()
    }

    func didTapClose() {
        router?.closeStudio()
    }
}

protocol StudioInteractable: Interactable, LampListener, EaselListener {
    var router: StudioRouting? { get set }
    var listener: StudioListener? { get set }
}

protocol StudioViewControllable: ViewControllable {}

final class StudioRouter: ViewableRouter<StudioInteractable, StudioViewControllable>, StudioRouting {
    private let lampBuilder: LampBuildable
    private let easelBuilder: EaselBuildable
    private var lampRouter: LampRouting?
    private var easelRouter: EaselRouting?

    init(interactor: StudioInteractable, viewController: StudioViewControllable, lampBuilder: LampBuildable,
         easelBuilder: EaselBuildable) {
        self.lampBuilder = lampBuilder
        self.easelBuilder = easelBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToLamp() {
        let router = lampBuilder.build(withListener: interactor)
        lampRouter = router
        attachChild(router) // expect: leak/child-never-detached
    }

    // Clean: the easel already attached is detached first.
    func routeToEasel() {
        if let easelRouter {
            detachChild(easelRouter)
        }
        let router = easelBuilder.build(withListener: interactor)
        easelRouter = router
        attachChild(router)
    }

    // A `for` loop over the two properties' children, nils dropped: a detach of each, not of
    // any child.
    func closeStudio() {
        for child in [lampRouter, easelRouter].compactMap({ $0 }) {
            detachChild(child)
        }
        self.lampRouter = nil
        self.easelRouter = nil
    }
}

protocol StudioPresentableListener: AnyObject {
    func didTapLamp()
    func didTapEasel()
    func didTapClose()
}

final class StudioViewController: UIViewController, StudioPresentable, StudioViewControllable {
    weak var listener: StudioPresentableListener?
}
