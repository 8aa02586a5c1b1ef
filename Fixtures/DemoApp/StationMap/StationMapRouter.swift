import RIBs

protocol StationMapInteractable: Interactable, StationDetailListener {
    var router: StationMapRouting? { get set }
    var listener: StationMapListener? { get set }
}

protocol StationMapViewControllable: ViewControllable, ScreenPresenting {}

final class StationMapRouter: ViewableRouter<StationMapInteractable, StationMapViewControllable>, StationMapRouting {
    private let stationDetailBuilder: StationDetailBuildable
    private(set) var stationDetail: StationDetailRouting?

    init(interactor: StationMapInteractable, viewController: StationMapViewControllable, stationDetailBuilder: StationDetailBuildable) {
        self.stationDetailBuilder = stationDetailBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToStationDetail(station: Station) {
        routeAwayFromStationDetail()
        let stationDetail = stationDetailBuilder.build(withListener: interactor, station: station)
        self.stationDetail = stationDetail
        attachChild(stationDetail)
        viewController.present(stationDetail.viewControllable)
    }

    func routeAwayFromStationDetail() {
        guard let stationDetail = stationDetail else { return }
        viewController.dismiss(stationDetail.viewControllable)
        detachChild(stationDetail)
        self.stationDetail = nil
    }
}
