import RIBs

protocol MissionDependency: Dependency {}

final class MissionComponent: Component<MissionDependency>, ShakeDependency, TapDependency {}

// MARK: - Builder

protocol MissionBuildable: Buildable {
    func build(withListener listener: MissionListener) -> MissionRouting
}

final class MissionBuilder: Builder<MissionDependency>, MissionBuildable {
    override init(dependency: MissionDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: MissionListener) -> MissionRouting {
        let component = MissionComponent(dependency: dependency)
        let viewController = MissionViewController()
        let interactor = MissionInteractor(presenter: viewController, kind: .shake)
        interactor.listener = listener
        return MissionRouter(interactor: interactor, viewController: viewController,
                             shakeBuilder: ShakeBuilder(dependency: component), tapBuilder: TapBuilder(dependency: component))
    }
}
