import RIBs

protocol RootInteractable: Interactable, ParkingListener, ReceiptListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let parkingBuilder: ParkingBuildable
    private let receiptBuilder: ReceiptBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, parkingBuilder: ParkingBuildable, receiptBuilder: ReceiptBuildable) {
        self.parkingBuilder = parkingBuilder
        self.receiptBuilder = receiptBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let parking = parkingBuilder.build(withListener: interactor)
        attachChild(parking)
        let receipt = receiptBuilder.build(withListener: interactor)
        attachChild(receipt)
    }
}
