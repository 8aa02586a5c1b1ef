import RIBs
import Search
import UIKit

public protocol Dependency: RIBs.Dependency {}

final class Component: RIBs.Component<Dependency>, Search.Dependency {}

public protocol Buildable: RIBs.Buildable {
    func build(withListener listener: Listener) -> ViewableRouting
}

public final class Builder: RIBs.Builder<Dependency>, Buildable {
    public override init(dependency: Dependency) {
        super.init(dependency: dependency)
    }

    public func build(withListener listener: Listener) -> ViewableRouting {
        let component = Component(dependency: dependency)
        let viewController = ViewController()
        let interactor = Interactor(presenter: viewController)
        interactor.listener = listener
        return Router(interactor: interactor, viewController: viewController, searchBuilder: Search.Builder(dependency: component))
    }
}

public protocol Listener: AnyObject {}

protocol Routing: ViewableRouting {}

protocol Presentable: RIBs.Presentable {}

final class Interactor: PresentableInteractor<Presentable>, Interactable {
    weak var router: Routing?
    weak var listener: Listener?
}

protocol Interactable: RIBs.Interactable, Search.Listener {
    var router: Routing? { get set }
    var listener: Listener? { get set }
}

protocol ViewControllable: RIBs.ViewControllable {}

final class Router: ViewableRouter<Interactable, ViewControllable>, Routing {
    private let searchBuilder: Search.Buildable

    init(interactor: Interactable, viewController: ViewControllable, searchBuilder: Search.Buildable) {
        self.searchBuilder = searchBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        attachChild(searchBuilder.build(withListener: interactor))
    }
}

final class ViewController: UIViewController, Presentable, ViewControllable {}
