/// Every analyzer riblint has. A rule or analyzer may require only these; the plan refuses
/// anything else at start-up.
public enum AnalyzerRegistry {
    public static let all: [any Analyzer.Type] = [
        SubscriptionSitesAnalyzer.self,
        DisposableConfinementAnalyzer.self,
        RouterChildEventsAnalyzer.self,
        RIBOwnershipAnalyzer.self,
    ]
}
