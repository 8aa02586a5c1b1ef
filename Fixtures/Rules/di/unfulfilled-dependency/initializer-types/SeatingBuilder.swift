import RIBs
import RxRelay

// Both requirements are relays, which Seating could push into behind Root's back:
// di/mutable-stream-passed-down on each (Seating is no root, so the root exemption does not
// apply). picks is also not provided: Root's picks is a PublishRelay<(Int, Int)>, so it is both
// di/unfulfilled-dependency and di/dependency-type-mismatch. selection is provided by Root's
// `var selection = PublishRelay<(Int, String)>()`, whose type comes from its initialiser.
protocol SeatingDependency: Dependency {
    var selection: PublishRelay<(Int, String)> { get } // expect: di/mutable-stream-passed-down
    var picks: PublishRelay<(Int, String)> { get } // expect: di/unfulfilled-dependency, di/dependency-type-mismatch, di/mutable-stream-passed-down
}

final class SeatingComponent: Component<SeatingDependency> {
    var selection: PublishRelay<(Int, String)> { dependency.selection }
    var picks: PublishRelay<(Int, String)> { dependency.picks }
}

// MARK: - Builder

protocol SeatingBuildable: Buildable {
    func build(withListener listener: SeatingListener) -> SeatingRouting
}

final class SeatingBuilder: Builder<SeatingDependency>, SeatingBuildable {
    override init(dependency: SeatingDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: SeatingListener) -> SeatingRouting {
        let component = SeatingComponent(dependency: dependency)
        let viewController = SeatingViewController()
        let interactor = SeatingInteractor(presenter: viewController, selection: component.selection, picks: component.picks)
        interactor.listener = listener
        return SeatingRouter(interactor: interactor, viewController: viewController)
    }
}
