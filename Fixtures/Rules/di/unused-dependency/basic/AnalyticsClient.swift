final class AnalyticsClient {
    func track(_ event: String) {}
}
