import RIBs

protocol HomeInteractable: Interactable, DetailListener, GalleryListener {
    var router: HomeRouting? { get set }
    var listener: HomeListener? { get set }
}

protocol HomeViewControllable: ViewControllable {
    func push(viewController: ViewControllable)
    func pop(viewController: ViewControllable)
}

final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
    private let detailBuilder: DetailBuildable
    private var detail: DetailRouting?
    // A handle on the screen shown on top, held weakly: `children` owns the child.
    private weak var preview: DetailRouting?

    private let galleryBuilder: GalleryBuildable
    private var banner: DetailRouting?
    private var spotlight: DetailRouting?
    // Private, with no initial value, and never set to a child in this class: it never holds one.
    private var overlay: DetailRouting?
    // Never set here either, but other code of the module may set it.
    var sheet: DetailRouting?
    // Never set, but a route compares it with nil: an assignment forgotten, not dead code.
    private var coupon: DetailRouting?
    // A two-step form: the second step detaches the first and keeps it, since going back attaches
    // it again.
    private var firstStep: DetailRouting?
    private var secondStep: DetailRouting?
    private var thirdStep: DetailRouting?
    // A picker and the item it opens: opening an item detaches the picker and keeps it, since
    // closing the item attaches the same picker again (`picker ?? a new one`).
    private var picker: DetailRouting?
    private var pickedItem: DetailRouting?
    // Reused the same way, but only `shelf` is: detaching `shelfItem` keeps a child nothing reuses.
    private var shelf: DetailRouting?
    private var shelfItem: DetailRouting?

    init(interactor: HomeInteractable, viewController: HomeViewControllable, detailBuilder: DetailBuildable,
         galleryBuilder: GalleryBuildable) {
        self.detailBuilder = detailBuilder
        self.galleryBuilder = galleryBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let gallery = galleryBuilder.build(withListener: interactor)
        attachChild(gallery)
    }

    func routeToDetail(itemId: String) {
        guard detail == nil else { return }
        let detail = detailBuilder.build(withListener: interactor, itemId: itemId)
        self.detail = detail
        attachChild(detail)
        viewController.push(viewController: detail.viewControllable)
    }

    // Forgets `self.detail = nil`: the detached DetailRouter (and its interactor) stay alive, and
    // the nil-check in routeToDetail never lets the user open a detail again.
    func closeDetail() {
        if let detail = detail {
            detachChild(detail) // expect: leak/retained-after-detach
            viewController.pop(viewController: detail.viewControllable)
        }
    }

    func showPreview(itemId: String) {
        guard preview == nil else { return }
        let preview = detailBuilder.build(withListener: interactor, itemId: itemId)
        self.preview = preview
        attachChild(preview)
    }

    // Leaves `preview` pointing at the detached child, but the property is weak: once
    // `children` lets go the child is freed and the property turns nil by itself. Clean.
    func closePreview() {
        guard let preview = preview else { return }
        detachChild(preview)
    }

    // Clears the property after the detach.
    func dismissDetail() {
        if let detail = detail {
            detachChild(detail)
            viewController.pop(viewController: detail.viewControllable)
            self.detail = nil
        }
    }

    // Clears the property before the detach: just as good.
    func popDetail() {
        guard let detail = detail else { return }
        self.detail = nil
        detachChild(detail)
        viewController.pop(viewController: detail.viewControllable)
    }

    // Sets the property back to the very child it just detached: nothing is released.
    func dropDetail() {
        guard let current = detail else { return }
        viewController.pop(viewController: current.viewControllable)
        detachChild(current) // expect: leak/retained-after-detach
        self.detail = current
    }

    // The same name, but a child built after the detach: the old one is released. Clean.
    func replaceDetail(itemId: String) {
        if let detail = detail {
            detachChild(detail)
            viewController.pop(viewController: detail.viewControllable)
        }
        let detail = detailBuilder.build(withListener: interactor, itemId: itemId)
        self.detail = detail
        attachChild(detail)
        viewController.push(viewController: detail.viewControllable)
    }

    // Reassigns the property after the detach: the old child is released.
    func reloadDetail(itemId: String) {
        if let detail = detail {
            detachChild(detail)
            viewController.pop(viewController: detail.viewControllable)
        }
        let fresh = detailBuilder.build(withListener: interactor, itemId: itemId)
        detail = fresh
        attachChild(fresh)
        viewController.push(viewController: fresh.viewControllable)
    }

    func showDetail(itemId: String) {
        detachDetail()
        let detail = detailBuilder.build(withListener: interactor, itemId: itemId)
        self.detail = detail
        attachChild(detail)
        viewController.push(viewController: detail.viewControllable)
    }

    func routeBack() {
        // Unlike showDetail, nothing reassigns `detail` after this call.
        detachDetail()
    }

    // Private, but one caller (routeBack) leaves `detail` holding the detached child.
    private func detachDetail() {
        if let detail = detail {
            detachChild(detail) // expect: leak/retained-after-detach
            viewController.pop(viewController: detail.viewControllable)
        }
    }

    // Not private: the only caller here reassigns, but the exemption is for private helpers only.
    func detachDetailForRefresh() {
        if let detail = detail {
            detachChild(detail) // expect: leak/retained-after-detach
        }
    }

    func refresh(itemId: String) {
        detachDetailForRefresh()
        let detail = detailBuilder.build(withListener: interactor, itemId: itemId)
        self.detail = detail
        attachChild(detail)
    }

    // `detachChild(detail)` in a comment and in "detachChild(detail)" a string are not calls.
    func detachEverything() {
        let reason = "detachChild(detail) on logout"
        children.forEach { detachChild($0) }
        detail = nil
        print(reason)
    }

    // Attached once per activation, from the interactor's didBecomeActive.
    func attachBanner() {
        let banner = detailBuilder.build(withListener: interactor, itemId: "banner")
        self.banner = banner
        attachChild(banner)
    }

    // Runs only from the interactor's willResignActive: Home itself is leaving the tree, and the
    // router takes `banner` with it; nothing compares `banner` with nil. Clean.
    func cleanupViews() {
        if let banner = banner {
            detachChild(banner)
        }
    }

    func showSpotlight() {
        guard spotlight == nil else { return }
        let spotlight = detailBuilder.build(withListener: interactor, itemId: "spotlight")
        self.spotlight = spotlight
        attachChild(spotlight)
    }

    // Clean: `overlay` is never set, so this detach never runs and nothing is retained.
    func closeOverlay() {
        guard let overlay = overlay else { return }
        detachChild(overlay)
    }

    func refreshCoupon() {
        if coupon == nil {
            print("no coupon shown")
        }
    }

    // `coupon` is meant to hold the child (refreshCoupon looks at it): once it does, the
    // detached child stays in it.
    func closeCoupon() {
        guard let coupon = coupon else { return }
        detachChild(coupon) // expect: leak/retained-after-detach
    }

    // `sheet` may be set from outside the class: the detached child stays in it.
    func closeSheet() {
        guard let sheet = sheet else { return }
        detachChild(sheet) // expect: leak/retained-after-detach
    }

    func showFirstStep(itemId: String) {
        guard firstStep == nil else { return }
        let step = detailBuilder.build(withListener: interactor, itemId: itemId)
        firstStep = step
        attachChild(step)
    }

    // Clean: backToFirstStep attaches the kept first step again.
    func showSecondStep(itemId: String) {
        guard let firstStep, secondStep == nil else { return }
        detachChild(firstStep)
        let step = detailBuilder.build(withListener: interactor, itemId: itemId)
        secondStep = step
        attachChild(step)
    }

    // Clean: backToSecondStep attaches the kept second step again.
    func showThirdStep(itemId: String) {
        guard let secondStep, thirdStep == nil else { return }
        detachChild(secondStep)
        let step = detailBuilder.build(withListener: interactor, itemId: itemId)
        thirdStep = step
        attachChild(step)
    }

    // Steps back. Nothing attaches the third step again: it stays held, and showThirdStep's
    // nil-check finds it.
    func backToSecondStep() {
        guard let secondStep, let thirdStep else { return }
        detachChild(thirdStep) // expect: leak/retained-after-detach
        attachChild(secondStep)
    }

    // backToSecondStep attaches what `secondStep` holds, but this step back drops the second
    // step for good: showSecondStep's nil-check then finds it.
    func backToFirstStep() {
        guard let firstStep, let secondStep else { return }
        detachChild(secondStep) // expect: leak/retained-after-detach
        attachChild(firstStep)
    }

    // Clean: attached again at once.
    func reloadFirstStep() {
        guard let firstStep else { return }
        detachChild(firstStep)
        attachChild(firstStep)
    }

    // Also only from willResignActive, but showSpotlight's nil-check finds the stale child when
    // Home is activated again: the spotlight never comes back.
    func hideSpotlight() {
        guard let spotlight = spotlight else { return }
        detachChild(spotlight) // expect: leak/retained-after-detach
    }

    func showPicker() {
        if let pickedItem {
            detachChild(pickedItem)
            self.pickedItem = nil
        }
        let picker = self.picker ?? detailBuilder.build(withListener: interactor, itemId: "picker")
        attachChild(picker)
        self.picker = picker
    }

    // Clean: showPicker attaches the kept picker again.
    func pick(itemId: String) {
        if let picker {
            detachChild(picker)
        }
        let item = detailBuilder.build(withListener: interactor, itemId: itemId)
        pickedItem = item
        attachChild(item)
    }

    func showShelf(itemId: String) {
        if let shelfItem {
            detachChild(shelfItem) // expect: leak/retained-after-detach
        }
        let shelf = self.shelf ?? detailBuilder.build(withListener: interactor, itemId: itemId)
        attachChild(shelf)
        self.shelf = shelf
    }

    func openShelfItem(itemId: String) {
        guard shelfItem == nil else { return }
        let item = detailBuilder.build(withListener: interactor, itemId: itemId)
        shelfItem = item
        attachChild(item)
    }
}
