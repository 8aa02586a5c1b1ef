import RIBs
import UIKit

// Specials' builder declares that it returns the framework's own router type, which names no RIB
// of the app; its body makes SpecialsRouter, Specials' router. That body makes SpecialsBuilder a
// builder, so Specials is complete and Root, which builds it, is its parent.

protocol SpecialsListener: AnyObject {}

protocol SpecialsFactory {
    func build(withListener listener: SpecialsListener) -> ViewableRouter<Interactable, ViewControllable>
}

final class SpecialsBuilder: SpecialsFactory {
    func build(withListener listener: SpecialsListener) -> ViewableRouter<Interactable, ViewControllable> {
        let viewController = SpecialsViewController()
        let interactor = SpecialsInteractor()
        interactor.listener = listener
        return SpecialsRouter(interactor: interactor, viewController: viewController)
    }
}

protocol SpecialsInteractable: Interactable {}

protocol SpecialsViewControllable: ViewControllable {}

final class SpecialsInteractor: Interactor, SpecialsInteractable {
    weak var listener: SpecialsListener?
}

final class SpecialsRouter: ViewableRouter<Interactable, ViewControllable> {}

final class SpecialsViewController: UIViewController, SpecialsViewControllable {}

// Look-alike: a factory named as a builder that wraps a plain interactor in the framework's own
// ViewableRouter. It makes no router of the app's, so it is no builder: Coupons has an interactor
// and nothing else, and nothing builds it.

protocol CouponsInteractable: Interactable {}

final class CouponsInteractor: Interactor, CouponsInteractable {} // expect: structure/incomplete-rib, structure/unreachable-rib

final class CouponsBuilder {
    func build() -> ViewableRouter<Interactable, ViewControllable> {
        ViewableRouter(interactor: CouponsInteractor(), viewController: SpecialsViewController())
    }
}
