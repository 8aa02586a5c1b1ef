import Combine
import RIBs
import RxCocoa
import RxSwift
import UIKit

protocol MapPresentableListener: AnyObject {}

final class MapViewController: UIViewController, MapPresentable, MapViewControllable {
    weak var listener: MapPresentableListener?
    private let recenterSubject = PublishSubject<Void>()
    private let zoomSubject = PassthroughSubject<Double, Never>()

    var recenterTaps: Observable<Void> { recenterSubject.asObservable() }
    var region: Driver<String> { Driver.just("") }
    var zoomChanges: AnyPublisher<Double, Never> { zoomSubject.eraseToAnyPublisher() }
    func bind(onLayout handler: @escaping () -> Void) {}
}
