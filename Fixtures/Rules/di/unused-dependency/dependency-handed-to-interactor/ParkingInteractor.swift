import RIBs

protocol ParkingRouting: ViewableRouting {}

protocol ParkingPresentable: Presentable {
    var listener: ParkingPresentableListener? { get set }
}

protocol ParkingListener: AnyObject {}

final class ParkingInteractor: PresentableInteractor<ParkingPresentable>, ParkingInteractable, ParkingPresentableListener {
    weak var router: ParkingRouting?
    weak var listener: ParkingListener?

    private let dependency: ParkingDependency
    private let meterService: MeterService
    private let plateNumber: String

    init(presenter: ParkingPresentable, dependency: ParkingDependency, plateNumber: String) {
        self.dependency = dependency
        self.meterService = dependency.meterService
        self.plateNumber = plateNumber
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
        let zone = dependency.zoneCatalog.zone(near: latitude, longitude)
        meterService.startSession(plate: plateNumber, zone: zone)
    }
}
