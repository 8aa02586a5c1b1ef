import RIBs
import UIKit

protocol ArchiveDependency: Dependency {}

protocol ArchiveBuildable: Buildable {
    func build(withListener listener: ArchiveListener) -> ArchiveRouting
}

final class ArchiveBuilder: Builder<ArchiveDependency>, ArchiveBuildable {
    func build(withListener listener: ArchiveListener) -> ArchiveRouting {
        let viewController = ArchiveViewController()
        let interactor = ArchiveInteractor(presenter: viewController)
        interactor.listener = listener
        return ArchiveRouter(interactor: interactor, viewController: viewController)
    }
}

protocol ArchiveRouting: ViewableRouting {}

protocol ArchivePresentable: Presentable {}

protocol ArchiveListener: AnyObject {}

// RootRouter keeps a lazy Archive router that nothing reads, so Archive is never built.

final class ArchiveInteractor: PresentableInteractor<ArchivePresentable>, ArchiveInteractable { // expect: structure/unreachable-rib
    weak var router: ArchiveRouting?
    weak var listener: ArchiveListener?
}

protocol ArchiveInteractable: Interactable {
    var router: ArchiveRouting? { get set }
    var listener: ArchiveListener? { get set }
}

protocol ArchiveViewControllable: ViewControllable {}

final class ArchiveViewController: UIViewController, ArchivePresentable, ArchiveViewControllable {}

final class ArchiveRouter: ViewableRouter<ArchiveInteractable, ArchiveViewControllable>, ArchiveRouting {
    init(interactor: ArchiveInteractable, viewController: ArchiveViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
