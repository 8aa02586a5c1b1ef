import RxSwift

/// Named like an interactor but not one (no RIBs base class): its subscriptions are not checked.
final class FeedArchiveInteractor {
    private let source: Observable<[String]>

    init(source: Observable<[String]>) {
        self.source = source
    }

    func warmUp() {
        _ = source.subscribe(onNext: { _ in })
    }
}
