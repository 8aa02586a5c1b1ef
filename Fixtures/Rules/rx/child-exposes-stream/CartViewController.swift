import RIBs
import RxSwift
import UIKit

protocol CartPresentableListener: AnyObject {
    // Interactor to view: not parent-facing either.
    func totalUpdates() -> Observable<Double>
}

final class CartViewController: UIViewController, CartPresentable, CartViewControllable {
    weak var listener: CartPresentableListener?
    private let checkoutSubject = PublishSubject<Void>()
    private let scrollSubject = PublishSubject<Void>()

    var checkoutTaps: Observable<Void> { checkoutSubject.asObservable() }
    var scrolls: Observable<Void> { scrollSubject.asObservable() }
}
