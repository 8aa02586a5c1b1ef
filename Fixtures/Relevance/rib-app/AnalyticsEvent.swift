// relevance: skim (a plain enum; its cases name `Router` and `Builder` only as words)
enum AnalyticsEvent {
    case routerOpened(name: String)
    case builderFailed(reason: String)

    var key: String {
        switch self {
        case .routerOpened: return "router_opened"
        case .builderFailed: return "builder_failed"
        }
    }
}
