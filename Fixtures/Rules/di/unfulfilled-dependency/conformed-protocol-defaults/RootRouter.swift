import RIBs

protocol RootInteractable: Interactable, StoreListener, ReceiptListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let storeBuilder: StoreBuildable
    private let receiptBuilder: ReceiptBuildable

    init(interactor: RootInteractable,
         viewController: RootViewControllable,
         storeBuilder: StoreBuildable,
         receiptBuilder: ReceiptBuildable) {
        self.storeBuilder = storeBuilder
        self.receiptBuilder = receiptBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let store = storeBuilder.build(withListener: interactor)
        attachChild(store)
        let receipt = receiptBuilder.build(withListener: interactor)
        attachChild(receipt)
    }
}
