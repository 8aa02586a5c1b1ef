import RIBs

protocol OnboardingDependency: Dependency {}

final class OnboardingComponent: Component<OnboardingDependency> {}

// MARK: - Builder

protocol OnboardingBuildable: Buildable {
    func build(withListener listener: OnboardingListener) -> OnboardingInteractable
}

/// Its router was deleted in a refactoring: the builder returns the bare interactor, which no
/// router can attach.
final class OnboardingBuilder: Builder<OnboardingDependency>, OnboardingBuildable {
    override init(dependency: OnboardingDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: OnboardingListener) -> OnboardingInteractable {
        _ = OnboardingComponent(dependency: dependency)
        let interactor = OnboardingInteractor()
        interactor.listener = listener
        return interactor
    }
}
