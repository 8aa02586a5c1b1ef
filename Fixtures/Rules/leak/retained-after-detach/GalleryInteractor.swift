import RIBs

protocol GalleryListener: AnyObject {}

protocol GalleryInteractable: Interactable, DetailListener {
    var listener: GalleryListener? { get set }
}

/// Routes by itself (no router in this RIB): the leak rules check the interactor instead.
final class GalleryInteractor: RoutingInteractor, GalleryInteractable { // expect: structure/incomplete-rib
    weak var listener: GalleryListener?
    private let detailBuilder: DetailBuildable
    private var currentDetail: DetailRouting?
    private var currentPreview: DetailRouting?

    init(detailBuilder: DetailBuildable) {
        self.detailBuilder = detailBuilder
        super.init()
    }

    // Detaches the current detail and replaces it: clean.
    func openDetail(itemId: String) {
        if let current = currentDetail {
            detach(child: current)
        }
        let detail = detailBuilder.build(withListener: self, itemId: itemId)
        attach(child: detail)
        currentDetail = detail
    }

    func closeDetail() {
        if let current = currentDetail {
            detach(child: current)
        }
        currentDetail = nil
    }

    // Copied from openDetail and half edited: it detaches the detail but leaves `currentDetail`
    // holding it, and overwrites `currentPreview` without detaching the preview it holds.
    func openPreview(itemId: String) {
        if let current = currentDetail {
            detach(child: current) // expect: leak/retained-after-detach
        }
        let preview = detailBuilder.build(withListener: self, itemId: itemId)
        attach(child: preview) // expect: leak/child-never-detached
        currentPreview = preview
    }

    func closePreview() {
        if let current = currentPreview {
            detach(child: current)
        }
        currentPreview = nil
    }
}
