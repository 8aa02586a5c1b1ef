import RIBs
import UIKit

// A placeholder left from a tutorial: its "builder" returns only the framework's
// ViewableRouting and adopts no Buildable, so it names no RIB of its own. Tips has an interactor
// and a router but nothing that builds it.

protocol TipsListener: AnyObject {}

protocol TipsFactory {
    func build(withListener listener: TipsListener) -> ViewableRouting
}

final class TipsBuilder: TipsFactory {
    func build(withListener listener: TipsListener) -> ViewableRouting {
        fatalError("replace with the real Tips RIB")
    }
}

protocol TipsRouting: ViewableRouting {}

protocol TipsInteractable: Interactable {
    var router: TipsRouting? { get set }
}

protocol TipsViewControllable: ViewControllable {}

final class TipsInteractor: Interactor, TipsInteractable { // expect: structure/unreachable-rib
    weak var router: TipsRouting?
}

final class TipsRouter: ViewableRouter<TipsInteractable, TipsViewControllable>, TipsRouting { // expect: structure/incomplete-rib
    init(interactor: TipsInteractable, viewController: TipsViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
