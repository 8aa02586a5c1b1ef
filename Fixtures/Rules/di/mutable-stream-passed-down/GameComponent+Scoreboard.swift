import RIBs

extension GameComponent: ScoreboardDependency {
    var scoreStream: ScoreStream { dependency.mutableScoreStream }
}
