import RIBs
import UIKit

protocol AlbumPresentableListener: AnyObject {
    func didTapPhoto()
    func didTapMap()
}

final class AlbumViewController: UIViewController, AlbumPresentable, AlbumViewControllable {
    weak var listener: AlbumPresentableListener?

    func show(_ screen: ViewControllable) {
        present(screen.uiviewController, animated: true)
    }
}
