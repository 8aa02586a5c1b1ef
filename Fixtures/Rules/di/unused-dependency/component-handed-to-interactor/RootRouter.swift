import RIBs

protocol RootInteractable: Interactable, ParkingListener, ReceiptListener, MeterListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let parkingBuilder: ParkingBuildable
    private let receiptBuilder: ReceiptBuildable
    private let meterBuilder: MeterBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, parkingBuilder: ParkingBuildable, receiptBuilder: ReceiptBuildable,
         meterBuilder: MeterBuildable) {
        self.parkingBuilder = parkingBuilder
        self.receiptBuilder = receiptBuilder
        self.meterBuilder = meterBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let parking = parkingBuilder.build(withListener: interactor)
        attachChild(parking)
        let receipt = receiptBuilder.build(withListener: interactor)
        attachChild(receipt)
        attachChild(meterBuilder.build(withListener: interactor))
    }
}
