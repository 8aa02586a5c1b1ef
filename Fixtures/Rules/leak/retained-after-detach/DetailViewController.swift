import RIBs
import UIKit

protocol DetailPresentableListener: AnyObject {}

final class DetailViewController: UIViewController, DetailPresentable, DetailViewControllable {
    weak var listener: DetailPresentableListener?
}
