import RIBs
import RxSwift

extension FeedComponent: StoryDependency {
    var playbackRate: Observable<Double> { shared { Observable<Double>.just(1) } }
}
