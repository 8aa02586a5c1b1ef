import RIBs
import UIKit

protocol NotesPresentableListener: AnyObject {}

final class NotesViewController: UIViewController, NotesPresentable, NotesViewControllable {
    weak var listener: NotesPresentableListener?
}
