import RIBs
import UIKit

protocol OnboardingDependency: Dependency {}

final class OnboardingComponent: Component<OnboardingDependency> {}

protocol OnboardingBuildable: Buildable {
    func build(withListener listener: OnboardingListener) -> OnboardingRouting
}

final class OnboardingBuilder: Builder<OnboardingDependency>, OnboardingBuildable {
    override init(dependency: OnboardingDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: OnboardingListener) -> OnboardingRouting {
        _ = OnboardingComponent(dependency: dependency)
        let viewController = OnboardingViewController()
        let interactor = OnboardingInteractor(presenter: viewController)
        interactor.listener = listener
        return OnboardingRouter(interactor: interactor, viewController: viewController)
    }
}

protocol OnboardingRouting: ViewableRouting {}

protocol OnboardingPresentable: Presentable {
    var listener: OnboardingPresentableListener? { get set }
}

protocol OnboardingListener: AnyObject {
    func onboardingDidFinish()
}

final class OnboardingInteractor: PresentableInteractor<OnboardingPresentable>, OnboardingInteractable, OnboardingPresentableListener {
    weak var router: OnboardingRouting?
    weak var listener: OnboardingListener?

    override init(presenter: OnboardingPresentable) {
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

protocol OnboardingInteractable: Interactable {
    var router: OnboardingRouting? { get set }
    var listener: OnboardingListener? { get set }
}

protocol OnboardingViewControllable: ViewControllable {}

final class OnboardingRouter: ViewableRouter<OnboardingInteractable, OnboardingViewControllable>, OnboardingRouting {
    init(interactor: OnboardingInteractable, viewController: OnboardingViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol OnboardingPresentableListener: AnyObject {}

final class OnboardingViewController: UIViewController, OnboardingPresentable, OnboardingViewControllable {
    weak var listener: OnboardingPresentableListener?
}
