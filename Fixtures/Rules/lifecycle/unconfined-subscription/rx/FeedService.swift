import RxSwift

protocol FeedServicing: AnyObject {
    var items: Observable<[String]> { get }
    var ads: Observable<String> { get }
    var unreadCount: Observable<Int> { get }
    var refreshes: Observable<Void> { get }
    func subscribeToTopic(_ topic: String)
}

final class FeedService: FeedServicing {
    let items = Observable<[String]>.just([])
    let ads = Observable<String>.never()
    let unreadCount = Observable<Int>.just(0)
    let refreshes = Observable<Void>.never()

    // Not a RIB part: nothing here is checked, even an unconfined subscription.
    func subscribeToTopic(_ topic: String) {
        _ = items.subscribe(onNext: { print(topic, $0) })
    }
}
