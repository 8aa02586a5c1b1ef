import RIBs
import RxRelay

protocol RootDependency: Dependency {
    var auditorium: Auditorium { get }
}

final class RootComponent: Component<RootDependency> {
    var auditorium: Auditorium { dependency.auditorium }

    // Clean: no type is written, but the initialiser says it is a PublishRelay<(Int, String)>,
    // the type SeatingDependency.selection requires: Root provides selection.
    var selection = PublishRelay<(Int, String)>()

    // Typed by its initialiser too, but as PublishRelay<(Int, Int)>: another tuple than the
    // PublishRelay<(Int, String)> SeatingDependency.picks requires (reported on the requirement).
    var picks = PublishRelay<(Int, Int)>()
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
        let seatingBuilder = SeatingBuilder(dependency: component)
        return RootRouter(interactor: interactor, viewController: viewController, seatingBuilder: seatingBuilder)
    }
}
