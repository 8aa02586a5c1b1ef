protocol ScoreStream: AnyObject {}

protocol MutableScoreStream: ScoreStream {}

final class ScoreStreamImpl: MutableScoreStream {}
