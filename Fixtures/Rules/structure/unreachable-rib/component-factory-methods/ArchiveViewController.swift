import RIBs
import UIKit

protocol ArchivePresentableListener: AnyObject {}

final class ArchiveViewController: UIViewController, ArchivePresentable, ArchiveViewControllable {
    weak var listener: ArchivePresentableListener?
}
