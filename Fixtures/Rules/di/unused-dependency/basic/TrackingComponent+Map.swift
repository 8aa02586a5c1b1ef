import RIBs

extension TrackingComponent {
    var mapStyleName: String { dependency.mapStyle }
}
