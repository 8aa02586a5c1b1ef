import RIBs

extension LoggedInComponent: TicTacToeDependency {
    var analytics: Analytics {
        return dependency.analytics
    }
}
