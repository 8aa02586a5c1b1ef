import RIBs

protocol LegacyDetailDependency: Dependency {}

final class LegacyDetailComponent: Component<LegacyDetailDependency> {}

// MARK: - Builder

protocol LegacyDetailBuildable: Buildable {
    func build(withListener listener: LegacyDetailListener) -> LegacyDetailRouting
}

final class LegacyDetailBuilder: Builder<LegacyDetailDependency>, LegacyDetailBuildable {
    override init(dependency: LegacyDetailDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: LegacyDetailListener) -> LegacyDetailRouting {
        _ = LegacyDetailComponent(dependency: dependency)
        let interactor = LegacyDetailInteractor()
        interactor.listener = listener
        return LegacyDetailRouter(interactor: interactor)
    }
}
