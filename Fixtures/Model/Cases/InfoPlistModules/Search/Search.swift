import RIBs
import UIKit

// The Info.plist in Assets.bundle belongs to a resource bundle, not to a target: Search stays
// one module.

public protocol Dependency: RIBs.Dependency {}

final class Component: RIBs.Component<Dependency> {}

public protocol Buildable: RIBs.Buildable {
    func build(withListener listener: Listener) -> ViewableRouting
}

public final class Builder: RIBs.Builder<Dependency>, Buildable {
    public override init(dependency: Dependency) {
        super.init(dependency: dependency)
    }

    public func build(withListener listener: Listener) -> ViewableRouting {
        let viewController = ViewController()
        let interactor = Interactor(presenter: viewController)
        interactor.listener = listener
        return Router(interactor: interactor, viewController: viewController)
    }
}

public protocol Listener: AnyObject {}

protocol Routing: ViewableRouting {}

protocol Presentable: RIBs.Presentable {}

final class Interactor: PresentableInteractor<Presentable>, Interactable {
    weak var router: Routing?
    weak var listener: Listener?
}

protocol Interactable: RIBs.Interactable {
    var router: Routing? { get set }
    var listener: Listener? { get set }
}

protocol ViewControllable: RIBs.ViewControllable {}

final class Router: ViewableRouter<Interactable, ViewControllable>, Routing {
    override init(interactor: Interactable, viewController: ViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

final class ViewController: UIViewController, Presentable, ViewControllable {}
