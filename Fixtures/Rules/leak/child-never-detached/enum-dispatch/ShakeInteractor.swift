import RIBs

protocol ShakeRouting: Routing {}

protocol ShakeListener: AnyObject {
    func shakeDidFinish()
}

final class ShakeInteractor: Interactor, ShakeInteractable {
    weak var router: ShakeRouting?
    weak var listener: ShakeListener?
}
