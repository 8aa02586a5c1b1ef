import RxSwift

protocol ScoreStream: AnyObject {
    var score: Observable<Int> { get }
}

protocol MutableScoreStream: ScoreStream {
    func update(score: Int)
}

final class ScoreStreamImpl: MutableScoreStream {
    private let subject = BehaviorSubject<Int>(value: 0)

    var score: Observable<Int> { subject.asObservable() }

    func update(score: Int) {
        subject.onNext(score)
    }
}
