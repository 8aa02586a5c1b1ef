import RIBs
import UIKit

protocol SettingsPresentableListener: AnyObject {
    func didTapSave(from viewController: SettingsViewController)
}

final class SettingsViewController: UIViewController, SettingsPresentable, SettingsViewControllable {
    weak var listener: SettingsPresentableListener?
}
