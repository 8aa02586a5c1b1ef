import Main
import RIBs
import UIKit

// One framework per RIB, each an Xcode target whose folder holds its Info.plist, and every
// framework names its classes plainly: `Builder`, `Router`, ... A parent names a child's types
// with the child's module (`Main.Builder`), never its own.

protocol Dependency: RIBs.Dependency {}

final class Component: RIBs.Component<Dependency>, Main.Dependency {}

protocol Buildable: RIBs.Buildable {
    func build() -> LaunchRouting
}

final class Builder: RIBs.Builder<Dependency>, Buildable {
    func build() -> LaunchRouting {
        let component = Component(dependency: dependency)
        let viewController = ViewController()
        let interactor = Interactor(presenter: viewController)
        return Router(interactor: interactor, viewController: viewController, mainBuilder: Main.Builder(dependency: component))
    }
}

protocol Routing: ViewableRouting {}

protocol Presentable: RIBs.Presentable {}

final class Interactor: PresentableInteractor<Presentable>, Interactable {
    weak var router: Routing?
}

protocol Interactable: RIBs.Interactable, Main.Listener {
    var router: Routing? { get set }
}

protocol ViewControllable: RIBs.ViewControllable {}

final class Router: LaunchRouter<Interactable, ViewControllable>, Routing {
    private let mainBuilder: Main.Buildable

    init(interactor: Interactable, viewController: ViewControllable, mainBuilder: Main.Buildable) {
        self.mainBuilder = mainBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        attachChild(mainBuilder.build(withListener: interactor))
    }
}

final class ViewController: UIViewController, Presentable, ViewControllable {}
