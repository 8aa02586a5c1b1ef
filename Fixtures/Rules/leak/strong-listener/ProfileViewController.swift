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
