import RIBs
import UIKit

protocol QuoteDependency: Dependency {}

final class QuoteComponent: Component<QuoteDependency> {}

protocol QuoteBuildable: Buildable {
    func build(withListener listener: QuoteListener) -> QuoteRouting
}

final class QuoteBuilder: Builder<QuoteDependency>, QuoteBuildable {
    override init(dependency: QuoteDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: QuoteListener) -> QuoteRouting {
        _ = QuoteComponent(dependency: dependency)
        let viewController = QuoteViewController()
        let interactor = QuoteInteractor(presenter: viewController)
        interactor.listener = listener
        return QuoteRouter(interactor: interactor, viewController: viewController)
    }
}

protocol QuoteRouting: ViewableRouting {}

protocol QuotePresentable: Presentable {
    var listener: QuotePresentableListener? { get set }
}

protocol QuoteListener: AnyObject {}

final class QuoteInteractor: PresentableInteractor<QuotePresentable>, QuoteInteractable, QuotePresentableListener {
    weak var router: QuoteRouting?
    weak var listener: QuoteListener?

    override init(presenter: QuotePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}

protocol QuoteInteractable: Interactable {
    var router: QuoteRouting? { get set }
    var listener: QuoteListener? { get set }
}

protocol QuoteViewControllable: ViewControllable {}

final class QuoteRouter: ViewableRouter<QuoteInteractable, QuoteViewControllable>, QuoteRouting {
    init(interactor: QuoteInteractable, viewController: QuoteViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol QuotePresentableListener: AnyObject {}

final class QuoteViewController: UIViewController, QuotePresentable, QuoteViewControllable {
    weak var listener: QuotePresentableListener?
}
