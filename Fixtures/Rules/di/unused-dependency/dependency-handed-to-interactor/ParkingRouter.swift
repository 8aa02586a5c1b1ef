import RIBs

protocol ParkingInteractable: Interactable {
    var router: ParkingRouting? { get set }
    var listener: ParkingListener? { get set }
}

protocol ParkingViewControllable: ViewControllable {}

final class ParkingRouter: ViewableRouter<ParkingInteractable, ParkingViewControllable>, ParkingRouting {
    init(interactor: ParkingInteractable, viewController: ParkingViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
