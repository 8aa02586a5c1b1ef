import RIBs
import UIKit

protocol SeatingPresentableListener: AnyObject {
    func didHighlightSeat(row: Int, label: String)
    func didConfirmSeat(row: Int, label: String)
}

final class SeatingViewController: UIViewController, SeatingPresentable, SeatingViewControllable {
    weak var listener: SeatingPresentableListener?
}
