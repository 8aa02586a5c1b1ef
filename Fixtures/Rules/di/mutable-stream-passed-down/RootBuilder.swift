import Combine
import RIBs
import RxRelay
import RxSwift

protocol RootDependency: Dependency {}

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
        let interactor = RootInteractor(presenter: viewController)
        let gameBuilder = GameBuilder(dependency: component)
        return RootRouter(interactor: interactor, viewController: viewController, gameBuilder: gameBuilder)
    }
}
