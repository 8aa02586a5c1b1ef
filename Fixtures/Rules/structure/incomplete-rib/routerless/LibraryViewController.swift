import RIBs
import UIKit

protocol LibraryPresentableListener: AnyObject {}

final class LibraryViewController: UIViewController, LibraryPresentable {
    weak var listener: LibraryPresentableListener?
}
