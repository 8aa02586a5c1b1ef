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
    private var draft: OrderDetailRouting?
    private var history: OrderDetailRouting?
    private var coupon: OrderDetailRouting?
    // The screen on top, whichever it is: a second handle on the same child.
    private var topmost: ViewableRouting?
    private var tracking: OrderDetailRouting?
    private var invoice: OrderDetailRouting?
    private var spotlight: OrderDetailRouting?
    private var promotion: OrderDetailRouting?
    private var gift: OrderDetailRouting?
    private var bonus: OrderDetailRouting?
    private var banner: OrderDetailRouting?
    private var alert: OrderDetailRouting?
    private var starter: OrderDetailRouting?
    private var suggestion: OrderDetailRouting?
    private var welcome: OrderDetailRouting?
    private var notice: OrderDetailRouting?

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
        attachOrderHistory()
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

    // closeEditor detaches what this attaches, but a second call while an editor is open
    // overwrites `editor` with no nil-check and no detach first: the first editor stays attached
    // and nothing can reach it any more.
    func routeToEditor(orderId: String) {
        let editor = orderDetailBuilder.build(withListener: interactor, orderId: orderId)
        self.editor = editor
        attachChild(editor) // expect: leak/child-never-detached
        viewController.push(viewController: editor.viewControllable)
    }

    // The same shape, but the current draft is detached before the new one is attached: clean.
    func routeToDraft(orderId: String) {
        if let current = draft {
            detachChild(current)
        }
        let draft = orderDetailBuilder.build(withListener: interactor, orderId: orderId)
        self.draft = draft
        attachChild(draft)
    }

    func closeDraft() {
        guard let draft = draft else { return }
        detachChild(draft)
        self.draft = nil
    }

    // One guard checks both properties, written over an array of them: attached once, clean.
    func routeToOffers() {
        guard [spotlight, promotion].allSatisfy({ $0 == nil }) else { return }
        let spotlight = orderDetailBuilder.build(withListener: interactor, orderId: "spotlight")
        self.spotlight = spotlight
        attachChild(spotlight)
        let promotion = orderDetailBuilder.build(withListener: interactor, orderId: "promotion")
        self.promotion = promotion
        attachChild(promotion)
    }

    // The same guard leaves `bonus` out: the gift is attached once, the bonus on every call.
    func routeToGifts() {
        guard [gift].allSatisfy({ item in item == nil }) else { return }
        let gift = orderDetailBuilder.build(withListener: interactor, orderId: "gift")
        self.gift = gift
        attachChild(gift)
        let bonus = orderDetailBuilder.build(withListener: interactor, orderId: "bonus")
        self.bonus = bonus
        attachChild(bonus) // expect: leak/child-never-detached
    }

    // The nil guard sits in the only caller: attached once while `banner` holds it, clean.
    func showBanner() {
        if banner == nil {
            attachBanner()
        }
    }

    func attachBanner() {
        let banner = orderDetailBuilder.build(withListener: interactor, orderId: "banner")
        self.banner = banner
        attachChild(banner)
    }

    // The caller checks another property: every call attaches one more alert.
    func showAlert() {
        if banner == nil {
            attachAlert()
        }
    }

    func attachAlert() {
        let alert = orderDetailBuilder.build(withListener: interactor, orderId: "alert")
        self.alert = alert
        attachChild(alert) // expect: leak/child-never-detached
    }

    // Only the parent calls this, on the Orders router it has just built: once per router, clean.
    func attachStarterTabs() {
        let starter = orderDetailBuilder.build(withListener: interactor, orderId: "starter")
        self.starter = starter
        attachChild(starter)
    }

    // The parent calls this on the Orders router it keeps, at every refresh.
    func attachSuggestions() {
        let suggestion = orderDetailBuilder.build(withListener: interactor, orderId: "suggestion")
        self.suggestion = suggestion
        attachChild(suggestion) // expect: leak/child-never-detached
    }

    // The interactor calls this from a task started in didBecomeActive: once per activation, clean.
    func attachWelcome() {
        let welcome = orderDetailBuilder.build(withListener: interactor, orderId: "welcome")
        self.welcome = welcome
        attachChild(welcome)
    }

    // The interactor calls this from a notification observer: at every notification.
    func attachNotice() {
        let notice = orderDetailBuilder.build(withListener: interactor, orderId: "notice")
        self.notice = notice
        attachChild(notice) // expect: leak/child-never-detached
    }

    // Called only from didLoad, though not private: attached once per router, clean.
    func attachOrderHistory() {
        let history = orderDetailBuilder.build(withListener: interactor, orderId: "history")
        self.history = history
        attachChild(history)
    }

    // The interactor calls this once, straight from didBecomeActive: a permanent child, clean.
    func attachCoupons() {
        let coupon = orderDetailBuilder.build(withListener: interactor, orderId: "coupon")
        self.coupon = coupon
        attachChild(coupon)
    }

    // The interactor calls this from a stream's handler: once per event, and never detached.
    func attachTracking() {
        let tracking = orderDetailBuilder.build(withListener: interactor, orderId: "tracking")
        self.tracking = tracking
        attachChild(tracking) // expect: leak/child-never-detached
    }

    // The nil-check looks reassuring, but nothing ever stores a child in `pinnedReceipt`: the
    // guard always passes, so every call attaches one more receipt.
    private var pinnedReceipt: ReceiptRouting?
    func routeToPinnedReceipt() {
        guard pinnedReceipt == nil else { return }
        let receipt = receiptBuilder.build(withListener: interactor)
        attachChild(receipt) // expect: leak/child-never-detached
    }

    // Held in two properties; closeTopmost detaches it through the second one, which this
    // method detaches before attaching: clean.
    func routeToSupport(orderId: String) {
        if let topmost = topmost {
            detachChild(topmost)
        }
        let support = orderDetailBuilder.build(withListener: interactor, orderId: orderId)
        attachChild(support)
        topmost = support
    }

    func closeTopmost() {
        guard let topmost = topmost else { return }
        detachChild(topmost)
        self.topmost = nil
    }

    // The router keeps its own list of the details it opened; a look at that list guards like
    // a look at `children`: at most one, clean.
    private var openDetails: [OrderDetailRouting] = []
    func routeToSingleDetail(orderId: String) {
        guard openDetails.isEmpty else { return }
        let detail = orderDetailBuilder.build(withListener: interactor, orderId: orderId)
        openDetails.append(detail)
        attachChild(detail)
    }

    // Detached through the project's extension of the framework router (RIBs+Close.swift),
    // before a new invoice replaces the current one and in closeInvoice: clean.
    func routeToInvoice(orderId: String) {
        detachWhenClosed(invoice)
        let invoice = orderDetailBuilder.build(withListener: interactor, orderId: orderId)
        self.invoice = invoice
        attachChild(invoice)
    }

    func closeInvoice() {
        detachWhenClosed(invoice)
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
