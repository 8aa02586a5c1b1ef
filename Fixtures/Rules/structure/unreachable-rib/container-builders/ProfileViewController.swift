import RIBs
import UIKit

protocol ProfilePresentableListener: AnyObject {}

final class ProfileViewController: UIViewController, ProfilePresentable, ProfileViewControllable {
    weak var listener: ProfilePresentableListener?
}
