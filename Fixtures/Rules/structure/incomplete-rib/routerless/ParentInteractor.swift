import RIBs

/// The project's base for interactors: with no routers, an interactor attaches and detaches its
/// own children. A base class, not a RIB.
class ParentInteractor<PresenterType>: PresentableInteractor<PresenterType> {
    private var children: [Interactable] = []

    func attach(child: Interactable) {
        children.append(child)
        child.activate()
    }

    func detach(child: Interactable) {
        child.deactivate()
        children.removeAll { $0 === child }
    }
}
