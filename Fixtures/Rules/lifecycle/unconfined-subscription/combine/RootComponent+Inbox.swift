import RIBs

extension RootComponent: InboxDependency {
    var inboxService: InboxServicing { shared { InboxService() } }
}
