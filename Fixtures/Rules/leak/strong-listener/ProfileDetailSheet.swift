import FormKit
import RIBs
import UIKit

// A child screen the profile's view controller shows, built on a form library's base class that
// is not in the scan, so nothing tells that it is a view controller. It is handed the view
// controller's listener, the interactor, and keeps it strongly: interactor -> presenter -> sheet
// -> interactor, a cycle.
final class ProfileDetailSheet: FormSheetController {
    var listener: ProfilePresentableListener? { // expect: leak/strong-listener
        didSet { reloadRows() }
    }

    private func reloadRows() {}
}

extension ProfileViewController {
    func showDetails() {
        let sheet = ProfileDetailSheet()
        sheet.listener = listener
        present(sheet, animated: true)
    }
}

// Look-alikes. Clean:
// - the same sheet holding the listener weakly;
final class ProfileWeakDetailSheet: FormSheetController {
    weak var listener: ProfilePresentableListener?
}

// - a listener protocol of the same suffix that only a plain object implements (no interactor
//   is behind it);
protocol ProfileFormPresentableListener: AnyObject {
    func submit()
}

final class ProfileFormCoordinator: ProfileFormPresentableListener {
    func submit() {}
}

final class ProfileFormSheet: FormSheetController {
    var listener: ProfileFormPresentableListener?
}

// - a test double that keeps the interactor for one test's length.
final class ProfileDetailSheetMock {
    var listener: ProfilePresentableListener?
}
