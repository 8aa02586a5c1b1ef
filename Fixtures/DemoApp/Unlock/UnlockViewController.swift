import RIBs

protocol UnlockPresentableListener: AnyObject {
    func didTapRetry()
    func didTapCancel()
}

final class UnlockViewController: UnlockPresentable, UnlockViewControllable {
    weak var listener: UnlockPresentableListener?
    private(set) var progress = 0.0
    private(set) var isJammed = false

    func show(progress: Double) {
        self.progress = progress
        isJammed = false
    }

    func showJammed() {
        isJammed = true
    }

    // MARK: - User input

    func tapRetry() {
        listener?.didTapRetry()
    }

    func tapCancel() {
        listener?.didTapCancel()
    }
}
