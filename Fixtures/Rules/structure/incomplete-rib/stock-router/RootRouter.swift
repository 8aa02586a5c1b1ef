import RIBs

protocol RootInteractable: Interactable, ReceiptListener, TipListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let receiptBuilder: ReceiptBuildable
    private let tipBuilder: TipBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, receiptBuilder: ReceiptBuildable, tipBuilder: TipBuildable) {
        self.receiptBuilder = receiptBuilder
        self.tipBuilder = tipBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let receipt = receiptBuilder.build(withListener: interactor)
        attachChild(receipt)
        let tip = tipBuilder.build(withListener: interactor)
        attachChild(tip)
    }
}
