import RIBs

extension RootComponent: FeedDependency {
    var feedService: FeedServicing { shared { FeedService() } }
}
