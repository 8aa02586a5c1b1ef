import RIBs
import UIKit

protocol PlaylistPresentableListener: AnyObject {}

final class PlaylistViewController: UIViewController, PlaylistPresentable {
    weak var listener: PlaylistPresentableListener?
}
