import Combine
import RIBs
import RxRelay
import RxSwift

protocol RootDependency: Dependency {
    // Root is the top of the tree and writes this subject itself (RootInteractor.didBecomeActive):
    // it owns that state, so the mutable side is what it needs.
    var sessionUpdates: PublishSubject<Int> { get }
    // Root only keeps this relay and never pushes into it: a read-only stream would do.
    var alerts: PublishRelay<String> { get } // expect: di/mutable-stream-passed-down
}

extension RootDependency {
    // A default in a protocol extension is no requirement: nothing has to hand it over.
    var replays: PublishRelay<Int> { PublishRelay<Int>() }
}

final class RootComponent: Component<RootDependency> {
    // The owner of a mutable stream keeps it: a component property, not a requirement, is fine.
    var mutableScoreStream: MutableScoreStream { shared { ScoreStreamImpl() } }
    var scoreSubject: PublishSubject<Int> { shared { PublishSubject<Int>() } }
    var turnRelay: BehaviorRelay<Int> { shared { BehaviorRelay<Int>(value: 0) } }
    var moves: PassthroughSubject<String, Never> { shared { PassthroughSubject<String, Never>() } }
    var boardState: CurrentValueSubject<[Int], Never> { shared { CurrentValueSubject<[Int], Never>([]) } }
}

// MARK: - Builder

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController, sessionUpdates: dependency.sessionUpdates,
                                        alerts: dependency.alerts)
        let gameBuilder = GameBuilder(dependency: component)
        return RootRouter(interactor: interactor, viewController: viewController, gameBuilder: gameBuilder)
    }
}
