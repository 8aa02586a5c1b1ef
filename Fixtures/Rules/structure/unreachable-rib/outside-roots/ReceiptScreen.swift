import RIBs
import UIKit

// A hybrid app's screen: an interactor without a router or a builder, made by a factory of the
// app's own kind (CheckoutScreenFactory.swift) and driven by its view controller, which activates
// it while it is on screen. Code outside every RIB builds it by hand, so it is hosted outside the
// tree: not unreachable. It still lacks a router, which structure/incomplete-rib reports.

protocol ReceiptScreenInteractable: Interactable {
    var total: String { get }
}

final class ReceiptScreenInteractor: Interactor, ReceiptScreenInteractable { // expect: structure/incomplete-rib
    let total: String

    init(total: String) {
        self.total = total
        super.init()
    }
}

final class ReceiptViewController: UIViewController {
    private let interactor: ReceiptScreenInteractable

    init(interactor: ReceiptScreenInteractable) {
        self.interactor = interactor
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        interactor.activate()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        interactor.deactivate()
    }
}

// Look-alike: an interactor that only its own file makes (a preview left behind). Nothing else
// uses it: a leftover that nothing builds, so unreachable too.

protocol ArchiveInteractable: Interactable {}

final class ArchiveInteractor: Interactor, ArchiveInteractable { // expect: structure/incomplete-rib, structure/unreachable-rib
    static func preview() -> ArchiveInteractor {
        ArchiveInteractor()
    }
}
