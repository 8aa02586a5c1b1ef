import RIBs
import UIKit

protocol ProfileRouting: ViewableRouting {}

protocol ProfilePresentable: Presentable {
    var listener: ProfilePresentableListener? { get set }
}

protocol ProfileListener: AnyObject {}

final class ProfileInteractor: PresentableInteractor<ProfilePresentable>, ProfileInteractable, ProfilePresentableListener {
    weak var router: ProfileRouting?
    weak var listener: ProfileListener?
    // Reaches past the presenter to UIKit.
    weak var hostViewController: UIViewController? // expect: structure/view-in-interactor

    override init(presenter: ProfilePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }
}
