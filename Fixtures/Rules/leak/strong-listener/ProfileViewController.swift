import RIBs
import UIKit

protocol ProfilePresentableListener: AnyObject {
    func close()
}

protocol ProfileScrollDelegate: AnyObject {}

/// Owned by the view controller (the table view only holds it weakly).
final class ProfileTableDelegate: NSObject {}

final class ProfileViewController: UIViewController, ProfilePresentable, ProfileViewControllable {
    weak var listener: ProfilePresentableListener?
    var delegate: AnyObject? // expect: leak/strong-listener
    var scrollDelegate: ProfileScrollDelegate! // expect: leak/strong-listener
    // Debatable: the view controller owns this object (the table view holds it weakly), but per
    // SPEC section 4 the declared type's name decides, so it fires; a team suppresses it here.
    private let ownedDelegate: ProfileTableDelegate // expect: leak/strong-listener

    init(ownedDelegate: ProfileTableDelegate = ProfileTableDelegate()) {
        self.ownedDelegate = ownedDelegate
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
