import Combine
import RIBs
import RxSwift

extension RootComponent: GameDependency {
    var scoreStream: ScoreStream { mutableScoreStream }
    var scores: Observable<Int> { scoreSubject.asObservable() }
    var moveEvents: AnyPublisher<String, Never> { moves.eraseToAnyPublisher() }
}
