import RIBs

protocol ReviewDependency: Dependency {
    var ratingStore: RatingStore { get }
}

final class ReviewComponent: Component<ReviewDependency> {
    var ratingStore: RatingStore { dependency.ratingStore }
}

// MARK: - Builder

protocol ReviewBuildable: Buildable {
    func build(withListener listener: ReviewListener) -> ReviewRouting
}

final class ReviewBuilder: Builder<ReviewDependency>, ReviewBuildable {
    override init(dependency: ReviewDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ReviewListener) -> ReviewRouting {
        let component = ReviewComponent(dependency: dependency)
        let viewController = ReviewViewController()
        let interactor = ReviewInteractor(presenter: viewController, ratings: component.ratingStore)
        interactor.listener = listener
        return ReviewRouter(interactor: interactor, viewController: viewController)
    }
}
