import RIBs

protocol TapRouting: Routing {}

protocol TapListener: AnyObject {
    func tapDidFinish()
}

final class TapInteractor: Interactor, TapInteractable {
    weak var router: TapRouting?
    weak var listener: TapListener?
}
