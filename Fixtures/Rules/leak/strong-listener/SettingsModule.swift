import UIKit

// A settings screen written in another architecture (view, presenter, table helper) in the same
// repository as the RIBs. No RIB part is or implements any of its protocols.

protocol SettingsViewOutput: AnyObject {
    func viewDidAppear()
}

protocol SettingsViewInput: AnyObject {
    func show(rows: [String])
}

protocol SettingsRowsInput: AnyObject {
    func update(rows: [String])
}

/// Owns its presenter and its table helper: both hold the view weakly. Clean, although the
/// presenter sits in a property named `listener` and the helper's type includes a framework delegate.
final class SettingsViewController: UIViewController, SettingsViewInput {
    var listener: SettingsViewOutput?
    var rows: (SettingsRowsInput & UITableViewDelegate)?

    func show(rows: [String]) {
        self.rows?.update(rows: rows)
    }
}

final class SettingsPresenter: SettingsViewOutput {
    weak var view: SettingsViewInput?

    func viewDidAppear() {
        view?.show(rows: ["Sound", "Privacy"])
    }
}

final class SettingsRows: NSObject, SettingsRowsInput, UITableViewDelegate {
    private var rows: [String] = []

    func update(rows: [String]) {
        self.rows = rows
    }
}

/// Outside every RIB too, but its `listener` is the Profile RIB's interactor, which owns this
/// view: a reference up the tree.
final class ProfileBadgeView: UIView {
    var listener: ProfileBadgeActions? // expect: leak/strong-listener
    var delegate: UITableViewDelegate? // expect: leak/strong-listener
}

protocol ProfileBadgeActions: AnyObject {
    func badgeTapped()
}

extension ProfileInteractor: ProfileBadgeActions {
    func badgeTapped() {}
}

/// An app service whose protocol happens to end in `Routing`, implemented by a plain class.
protocol DeepLinkRouting: AnyObject {
    func open(_ link: String)
}

final class DeepLinkService: DeepLinkRouting {
    func open(_ link: String) {}
}

/// Outside every RIB: holding the injected service strongly retains nothing up a RIB tree.
/// Clean. Holding a RIB's routing protocol is a reference up the tree, and fires.
final class ShareSheetController: UIViewController {
    var links: DeepLinkRouting?
    var profileRouter: ProfileRouting? // expect: leak/strong-listener
}
