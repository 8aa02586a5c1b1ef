import RIBs
import UIKit

protocol ProfilePresentableListener: AnyObject {}

final class ProfileViewController: UIViewController, ProfilePresentable, ProfileViewControllable {
    weak var listener: ProfilePresentableListener?
    private let theme: Theme
    private let cache: AvatarCache

    init(theme: Theme, cache: AvatarCache) {
        self.theme = theme
        self.cache = cache
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
