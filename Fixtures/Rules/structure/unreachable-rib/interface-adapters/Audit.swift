import RIBs
import UIKit

protocol AuditDependency: Dependency {}

protocol AuditBuildable: Buildable {
    func build() -> AuditRouting
}

final class AuditBuilder: Builder<AuditDependency>, AuditBuildable {
    func build() -> AuditRouting {
        let viewController = AuditViewController()
        let interactor = AuditInteractor(presenter: viewController)
        return AuditRouter(interactor: interactor, viewController: viewController)
    }
}

protocol AuditRouting: ViewableRouting {}

protocol AuditPresentable: Presentable {}

protocol AuditListener: AnyObject {}

final class AuditInteractor: PresentableInteractor<AuditPresentable>, AuditInteractable { // expect: structure/unreachable-rib
    weak var router: AuditRouting?
    weak var listener: AuditListener?
}

protocol AuditInteractable: Interactable {
    var router: AuditRouting? { get set }
    var listener: AuditListener? { get set }
}

protocol AuditViewControllable: ViewControllable {}

final class AuditViewController: UIViewController, AuditPresentable, AuditViewControllable {}

final class AuditRouter: ViewableRouter<AuditInteractable, AuditViewControllable>, AuditRouting {
    init(interactor: AuditInteractable, viewController: AuditViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
