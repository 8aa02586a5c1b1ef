import RxSwift

/// The dishes a kitchen currently offers, declared in the Catalog module.
public final class MenuStream {
    private let subject = BehaviorSubject<[String]>(value: [])

    public init() {}

    public var dishes: Observable<[String]> {
        subject.asObservable()
    }
}
