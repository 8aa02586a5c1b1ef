import RIBs
import UIKit

// Pickers the profile's view controller presents and answers as their delegate.

/// Class-bound, and implemented by the RIB's view controller: the picker holds the screen.
protocol ProfileUnitPickerDelegate: AnyObject {
    func didPick(unit: String)
}

/// Refines a class-bound protocol: class-bound too.
protocol ProfileRangePickerDelegate: ProfileUnitPickerDelegate {}

/// Not class-bound: a value could adopt it, so `weak` would not compile, and the rule's fix does
/// not apply. The picker lives only while it is shown.
protocol ProfileDistancePickerDelegate {
    func didPick(distance: Int)
}

extension ProfileViewController: ProfileRangePickerDelegate, ProfileDistancePickerDelegate {
    func didPick(unit: String) {}
    func didPick(distance: Int) {}

    func showPickers() {
        let units = ProfileUnitPicker()
        units.delegate = self
        let distances = ProfileDistancePicker()
        distances.delegate = self
        present(distances, animated: true)
    }
}

final class ProfileUnitPicker: UIViewController {
    var delegate: ProfileUnitPickerDelegate? // expect: leak/strong-listener
}

final class ProfileRangePicker: UIViewController {
    var delegate: ProfileRangePickerDelegate? // expect: leak/strong-listener
}

// Clean: see ProfileDistancePickerDelegate.
final class ProfileDistancePicker: UIViewController {
    var delegate: ProfileDistancePickerDelegate?
}
