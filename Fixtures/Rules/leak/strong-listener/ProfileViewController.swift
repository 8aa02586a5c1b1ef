import RIBs
import UIKit

protocol ProfilePresentableListener: AnyObject {
    func close()
}

/// Implemented by the parent's view controller (RootViewController): a reference up the tree.
protocol ProfileScrollDelegate: AnyObject {}

/// Owned by the view controller (the table view only holds it weakly).
final class ProfileTableDelegate: NSObject {}

final class ProfileViewController: UIViewController, ProfilePresentable, ProfileViewControllable {
    weak var listener: ProfilePresentableListener?
    var delegate: AnyObject? // expect: leak/strong-listener
    var scrollDelegate: ProfileScrollDelegate! // expect: leak/strong-listener
    // The view controller owns this helper (the table view holds it weakly) and it is no RIB
    // part: a name ending in `Delegate` alone is no back-reference. Clean.
    private let ownedDelegate: ProfileTableDelegate

    init(ownedDelegate: ProfileTableDelegate = ProfileTableDelegate()) {
        self.ownedDelegate = ownedDelegate
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Implemented by ProfileViewController, a RIB part: the cell's way back up to its screen.
protocol ProfileBadgeCellDelegate: AnyObject {
    func openBadge()
}

extension ProfileViewController: ProfileBadgeCellDelegate {
    func openBadge() {}
}

// UIKit's own subclasses of UIView and UIViewController are not in the scan, yet a cell is a view:
// the view controller owns its collection view, which owns the cell, which holds the view
// controller strongly, so the screen never deallocates.
final class ProfileBadgeCell: UICollectionViewCell {
    var delegate: ProfileBadgeCellDelegate? // expect: leak/strong-listener
}

final class ProfileFriendsViewController: UITableViewController {
    var listener: ProfilePresentableListener? // expect: leak/strong-listener
}

// Look-alikes: the same cell holding its delegate weakly, and a cell that owns a helper no RIB
// part implements. Clean.
final class ProfileWeakBadgeCell: UITableViewCell {
    weak var delegate: ProfileBadgeCellDelegate?
    private var tableDelegate: ProfileTableDelegate?
}

// A plain object that implements the RIB's presentable protocol: one per badge row, each handed
// the presenter's listener, the interactor. It holds the interactor strongly, and the interactor
// keeps the rows through its presenter.
final class ProfileBadgeRowModel: ProfilePresentable {
    var listener: ProfilePresentableListener? // expect: leak/strong-listener
    let title: String

    init(title: String) {
        self.title = title
    }
}

// Look-alikes: the same row holding the listener weakly, and a test double of the presentable
// protocol, which a unit test keeps only for the test's length. Clean.
final class ProfileWeakBadgeRowModel: ProfilePresentable {
    weak var listener: ProfilePresentableListener?
}

final class ProfilePresentableSpy: ProfilePresentable {
    var listener: ProfilePresentableListener?
}
