import Combine
import RIBs
import RxRelay
import RxSwift

protocol GameDependency: Dependency {
    // Mutable streams: any child could push values into the parent's stream.
    var mutableScoreStream: MutableScoreStream { get } // expect: di/mutable-stream-passed-down
    var scoreSubject: PublishSubject<Int> { get } // expect: di/mutable-stream-passed-down
    var turnRelay: BehaviorRelay<Int> { get } // expect: di/mutable-stream-passed-down
    var moves: PassthroughSubject<String, Never> { get } // expect: di/mutable-stream-passed-down
    var boardState: CurrentValueSubject<[Int], Never> { get } // expect: di/mutable-stream-passed-down
    // Read-only views of the same streams: what a child should get.
    var scoreStream: ScoreStream { get }
    var scores: Observable<Int> { get }
    var moveEvents: AnyPublisher<String, Never> { get }
}

final class GameComponent: Component<GameDependency> {
    var mutableScoreStream: MutableScoreStream { dependency.mutableScoreStream }
    var scoreSubject: PublishSubject<Int> { dependency.scoreSubject }
    var turnRelay: BehaviorRelay<Int> { dependency.turnRelay }
    var moves: PassthroughSubject<String, Never> { dependency.moves }
    var boardState: CurrentValueSubject<[Int], Never> { dependency.boardState }
    var scores: Observable<Int> { dependency.scores }
    var moveEvents: AnyPublisher<String, Never> { dependency.moveEvents }
}

// MARK: - Builder

protocol GameBuildable: Buildable {
    func build(withListener listener: GameListener) -> GameRouting
}

final class GameBuilder: Builder<GameDependency>, GameBuildable {
    override init(dependency: GameDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: GameListener) -> GameRouting {
        let component = GameComponent(dependency: dependency)
        let viewController = GameViewController()
        let interactor = GameInteractor(presenter: viewController, scoreStream: component.mutableScoreStream)
        interactor.listener = listener
        print(dependency.scoreStream, component.scoreSubject, component.turnRelay, component.moves,
              component.boardState, component.scores, component.moveEvents)
        let scoreboardBuilder = ScoreboardBuilder(dependency: component)
        return GameRouter(interactor: interactor, viewController: viewController, scoreboardBuilder: scoreboardBuilder)
    }
}
