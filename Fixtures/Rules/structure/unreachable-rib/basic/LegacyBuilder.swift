import RIBs

protocol LegacyDependency: Dependency {}

final class LegacyComponent: Component<LegacyDependency> {}

// MARK: - Builder

protocol LegacyBuildable: Buildable {
    func build(withListener listener: LegacyListener) -> LegacyRouting
}

final class LegacyBuilder: Builder<LegacyDependency>, LegacyBuildable {
    override init(dependency: LegacyDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: LegacyListener) -> LegacyRouting {
        let component = LegacyComponent(dependency: dependency)
        let viewController = LegacyViewController()
        let interactor = LegacyInteractor(presenter: viewController)
        interactor.listener = listener
        let legacyDetailBuilder = LegacyDetailBuilder(dependency: component)
        return LegacyRouter(interactor: interactor, viewController: viewController, legacyDetailBuilder: legacyDetailBuilder)
    }
}
