import Foundation
import RIBs
import UIKit

protocol SharePresentableListener: AnyObject {
    func didTapSave(photo: URL)
    func didTapCancel()
}

/// The Share RIB's view: the extension's principal class is already called ShareViewController.
final class ShareComposerViewController: UIViewController, SharePresentable, ShareViewControllable {
    weak var listener: SharePresentableListener?
}
