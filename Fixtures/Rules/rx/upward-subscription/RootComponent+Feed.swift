import RIBs
import RxSwift

extension RootComponent: FeedDependency {
    var feedUpdates: Observable<[String]> { shared { Observable<[String]>.just([]) } }
}
