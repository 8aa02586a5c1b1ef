import RIBs

protocol RootDependency: Dependency {
    var lessonPlanner: LessonPlanner { get }
}

final class RootComponent: Component<RootDependency> {
    var lessonPlanner: LessonPlanner { dependency.lessonPlanner }
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
        // The child builders come out of the container, not from a direct ProfileBuilder(...) here.
        let container = BuilderContainer()
        container.registerChildBuilders(parent: component)
        let profile: ProfileBuildable = container.resolve(ProfileBuildable.self)
        return RootRouter(interactor: interactor, viewController: viewController, profileBuilder: profile)
    }
}
