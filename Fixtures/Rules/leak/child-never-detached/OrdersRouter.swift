import RIBs

protocol OrdersInteractable: Interactable, OrderDetailListener, ReceiptListener {
    var router: OrdersRouting? { get set }
    var listener: OrdersListener? { get set }
}

protocol OrdersViewControllable: ViewControllable {
    func push(viewController: ViewControllable)
    func pop(viewController: ViewControllable)
}

final class OrdersRouter: ViewableRouter<OrdersInteractable, OrdersViewControllable>, OrdersRouting {
    private let orderDetailBuilder: OrderDetailBuildable
    private let receiptBuilder: ReceiptBuildable
    private var featured: OrderDetailRouting?
    private var pinned: OrderDetailRouting?
    private var editor: OrderDetailRouting?

    init(interactor: OrdersInteractable, viewController: OrdersViewControllable,
         orderDetailBuilder: OrderDetailBuildable, receiptBuilder: ReceiptBuildable) {
        self.orderDetailBuilder = orderDetailBuilder
        self.receiptBuilder = receiptBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // Attached once when the router loads and kept for the router's life: permanent by design.
    override func didLoad() {
        super.didLoad()
        let summary = orderDetailBuilder.build(withListener: interactor, orderId: "summary")
        attachChild(summary)
    }

    // Every tap attaches one more OrderDetail and nothing in the class can detach any of them.
    func routeToOrderDetail(orderId: String) {
        let detail = orderDetailBuilder.build(withListener: interactor, orderId: orderId)
        attachChild(detail) // expect: leak/child-never-detached
        viewController.push(viewController: detail.viewControllable)
    }

    // Held in a property, but with no nil-check and no detach the property is simply overwritten.
    func routeToPinnedOrder(orderId: String) {
        let pinned = orderDetailBuilder.build(withListener: interactor, orderId: orderId)
        self.pinned = pinned
        attachChild(pinned) // expect: leak/child-never-detached
    }

    // Attached once behind a nil-check and never detached: permanent by design, clean.
    func routeToFeaturedOrder() {
        guard featured == nil else { return }
        let featured = orderDetailBuilder.build(withListener: interactor, orderId: "featured")
        self.featured = featured
        attachChild(featured)
        viewController.push(viewController: featured.viewControllable)
    }

    // Looks at `children` before attaching: at most one receipt, clean.
    func routeToReceipt() {
        guard !children.contains(where: { $0 is ReceiptRouting }) else { return }
        let receipt = receiptBuilder.build(withListener: interactor)
        attachChild(receipt)
    }

    // No nil-check, but closeEditor detaches what this attaches: clean.
    func routeToEditor(orderId: String) {
        let editor = orderDetailBuilder.build(withListener: interactor, orderId: orderId)
        self.editor = editor
        attachChild(editor)
        viewController.push(viewController: editor.viewControllable)
    }

    func closeEditor() {
        guard let editor = editor else { return }
        detachChild(editor)
        viewController.pop(viewController: editor.viewControllable)
        self.editor = nil
    }

    // attachChild(detail) in a comment, and in a string, is not a call.
    func logRouting() {
        print("attachChild(detail) called")
    }
}
