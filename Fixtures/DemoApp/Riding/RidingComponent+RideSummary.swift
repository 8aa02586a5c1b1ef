import RIBs

extension RidingComponent: RideSummaryDependency {
    // Deliberate violation (di/dependency-type-mismatch, reported on RideSummaryDependency.currency):
    // RideSummary now asks for a `Currency`, but this provider still hands out the old currency
    // code `String`. Swift silently falls back to the protocol extension's default (euros) and only
    // warns that the property "nearly matches": Swiss riders are billed in euros.
    var currency: String {
        "CHF"
    }
}
