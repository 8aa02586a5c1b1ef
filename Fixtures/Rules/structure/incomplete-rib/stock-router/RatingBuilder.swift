import RIBs

protocol RatingDependency: Dependency {}

final class RatingComponent: Component<RatingDependency> {}

// MARK: - Builder

protocol RatingBuildable: Buildable {
    func build(withListener listener: RatingListener) -> RatingInteractable
}

/// Not the stock-router case: no router at all, neither a RatingRouter nor a framework one. The
/// bare interactor cannot be attached, so no router builds Rating either (it was dropped from
/// Root when its router was deleted).
final class RatingBuilder: Builder<RatingDependency>, RatingBuildable {
    override init(dependency: RatingDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: RatingListener) -> RatingInteractable {
        _ = RatingComponent(dependency: dependency)
        let interactor = RatingInteractor()
        interactor.listener = listener
        // Was: return ViewableRouter(interactor: interactor, viewController: RatingViewController())
        // A stock router only in a comment (or a string: "ViewableRouter(") builds nothing.
        _ = "ViewableRouter(interactor:viewController:)"
        return interactor
    }
}
