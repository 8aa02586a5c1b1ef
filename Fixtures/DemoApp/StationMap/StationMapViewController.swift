import RIBs

protocol StationMapPresentableListener: AnyObject {
    func didSelectStation(id: String)
    func didTapWallet()
    func didTapSignOut()
}

final class StationMapViewController: StationMapPresentable, StationMapViewControllable {
    weak var listener: StationMapPresentableListener?
    private var stack = ScreenStack()
    private(set) var stationNames: [String] = []
    private(set) var banner: String?

    var presentedScreens: [ViewControllable] {
        stack.screens
    }

    func present(_ screen: ViewControllable) {
        stack.present(screen)
    }

    func dismiss(_ screen: ViewControllable) {
        stack.dismiss(screen)
    }

    func show(stations: [Station]) {
        stationNames = stations.map { "\($0.name) (\($0.availableBikes))" }
    }

    func show(banner: String?) {
        self.banner = banner
    }

    // MARK: - User input

    func tapStation(id: String) {
        listener?.didSelectStation(id: id)
    }

    func tapWallet() {
        listener?.didTapWallet()
    }

    func tapSignOut() {
        listener?.didTapSignOut()
    }
}
