import RIBs
import UIKit

protocol LobbyDependency: Dependency {}

protocol LobbyBuildable: Buildable {
    func build(withListener listener: LobbyListener) -> (router: LobbyRouting, title: String)
}

final class LobbyBuilder: Builder<LobbyDependency>, LobbyBuildable {
    func build(withListener listener: LobbyListener) -> (router: LobbyRouting, title: String) {
        let viewController = LobbyViewController()
        let interactor = LobbyInteractor(presenter: viewController)
        interactor.listener = listener
        return (LobbyRouter(interactor: interactor, viewController: viewController), "Lobby")
    }
}

protocol LobbyRouting: ViewableRouting {}

protocol LobbyPresentable: Presentable {}

protocol LobbyListener: AnyObject {}

final class LobbyInteractor: PresentableInteractor<LobbyPresentable>, LobbyInteractable {
    weak var router: LobbyRouting?
    weak var listener: LobbyListener?
}

protocol LobbyInteractable: Interactable {
    var router: LobbyRouting? { get set }
    var listener: LobbyListener? { get set }
}

protocol LobbyViewControllable: ViewControllable {}

final class LobbyViewController: UIViewController, LobbyPresentable, LobbyViewControllable {}

final class LobbyRouter: ViewableRouter<LobbyInteractable, LobbyViewControllable>, LobbyRouting {
    init(interactor: LobbyInteractable, viewController: LobbyViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
