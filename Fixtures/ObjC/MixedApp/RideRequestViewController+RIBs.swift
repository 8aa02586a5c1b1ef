import RIBs

// The Objective-C view controller is the RIB's presenter and view.
extension RDXRideRequestViewController: RideRequestPresentable, RideRequestViewControllable {}
