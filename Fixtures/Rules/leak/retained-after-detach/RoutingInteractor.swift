import RIBs

/// The project's base for interactors that route by themselves, the way some RIBs libraries
/// work without routers: the interactor attaches and detaches its children.
class RoutingInteractor: Interactor {
    func attach(child: Routing) {}
    func detach(child: Routing) {}
}
