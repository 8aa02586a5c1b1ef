import RIBs

extension OrderComponent: TrackingDependency {
    var orderId: String { "order-1" }
    var courierName: String { "Sam" }
    var mapStyle: String { "dark" }
    var analytics: AnalyticsClient { shared { AnalyticsClient() } }
    var legacyFlag: Bool { false }
}
