import RIBs

protocol BadgeDependency: Dependency {}

final class BadgeComponent: Component<BadgeDependency> {}

// MARK: - Builder

protocol BadgeBuildable: Buildable {
    func build(withListener listener: BadgeListener) -> BadgeRouting
}

final class BadgeBuilder: Builder<BadgeDependency>, BadgeBuildable {
    override init(dependency: BadgeDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: BadgeListener) -> BadgeRouting {
        _ = BadgeComponent(dependency: dependency)
        let interactor = BadgeInteractor()
        interactor.listener = listener
        return BadgeRouter(interactor: interactor)
    }
}
