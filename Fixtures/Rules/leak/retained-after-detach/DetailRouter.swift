import RIBs

protocol DetailInteractable: Interactable {
    var router: DetailRouting? { get set }
    var listener: DetailListener? { get set }
}

protocol DetailViewControllable: ViewControllable {}

final class DetailRouter: ViewableRouter<DetailInteractable, DetailViewControllable>, DetailRouting {
    /// The parent's router, handed over by the parent after it attached this RIB.
    weak var parentRouter: ViewableRouting?

    init(interactor: DetailInteractable, viewController: DetailViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // A router is not its own child: this deactivates the interactor and leaves the RIB attached
    // to Home's router, which keeps it.
    func closeFromInside() {
        detachChild(self) // expect: leak/retained-after-detach
        viewControllable.uiviewController.dismiss(animated: true)
    }

    func closeFromInsideExplicitly() {
        self.detachChild(self) // expect: leak/retained-after-detach
    }

    // Look-alike: asking the parent's router to detach this one does detach it.
    func closeThroughParent() {
        parentRouter?.detachChild(self)
    }

    // Look-alike: only text. detachChild(self) in a comment, and in a string:
    func describeMistake() -> String {
        "never write detachChild(self) in a router"
    }
}
