import UIKit

/// Named like an interactor, but not a RIB part: it may hold views.
final class ProfileFormInteractor {
    let container = UIView()
    weak var owner: UIViewController?
}
