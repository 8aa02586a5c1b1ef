import RIBs

protocol ParkingRouting: ViewableRouting {}

protocol ParkingPresentable: Presentable {
    var listener: ParkingPresentableListener? { get set }
}

protocol ParkingListener: AnyObject {}

final class ParkingInteractor: PresentableInteractor<ParkingPresentable>, ParkingInteractable, ParkingPresentableListener {
    weak var router: ParkingRouting?
    weak var listener: ParkingListener?

    private let component: ParkingComponent
    private let meterService: MeterService

    init(presenter: ParkingPresentable, component: ParkingComponent) {
        self.component = component
        self.meterService = component.dependency.meterService
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }

    func startParking(latitude: Double, longitude: Double) {
        let zone = component.dependency.zoneCatalog.zone(near: latitude, longitude)
        meterService.startSession(plate: component.plateNumber, zone: zone)
    }
}
