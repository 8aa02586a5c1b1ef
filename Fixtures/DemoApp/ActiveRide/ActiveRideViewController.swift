import RIBs

protocol ActiveRidePresentableListener: AnyObject {
    func didTapEndRide()
    func didTapRestartTracking()
}

final class ActiveRideViewController: ActiveRidePresentable, ActiveRideViewControllable {
    weak var listener: ActiveRidePresentableListener?
    private(set) var title = ""
    private(set) var distanceText = "0 m"

    func show(bikeID: String) {
        title = "Bike \(bikeID)"
    }

    func show(meters: Int) {
        distanceText = "\(meters) m"
    }

    // MARK: - User input

    func tapEndRide() {
        listener?.didTapEndRide()
    }

    func tapRestartTracking() {
        listener?.didTapRestartTracking()
    }
}
