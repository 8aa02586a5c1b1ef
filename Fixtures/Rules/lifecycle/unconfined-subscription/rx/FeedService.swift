import RxSwift

protocol FeedServicing: AnyObject {
    var items: Observable<[String]> { get }
    var ads: Observable<String> { get }
    var unreadCount: Observable<Int> { get }
    var refreshes: Observable<Void> { get }
    func subscribeToTopic(_ topic: String)
    func fetchPage() -> Single<[String]>
}

/// A push-notification client (not a stream): its `subscribe(toTopic:)` registers a topic.
final class PushCenter {
    static let shared = PushCenter()
    func subscribe(toTopic topic: String, completion: ((Error?) -> Void)? = nil) {}
}

final class FeedService: FeedServicing {
    let items = Observable<[String]>.just([])
    let ads = Observable<String>.never()
    let unreadCount = Observable<Int>.just(0)
    let refreshes = Observable<Void>.never()

    func fetchPage() -> Single<[String]> { .just([]) }

    // Not a RIB part: nothing here is checked, even an unconfined subscription.
    func subscribeToTopic(_ topic: String) {
        _ = items.subscribe(onNext: { print(topic, $0) })
    }
}
