import RIBs

protocol ActiveRidePresentableListener: AnyObject {
    func didTapEndRide()
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
}
