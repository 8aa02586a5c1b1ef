import RIBs

protocol PlayerDependency: Dependency {
    var audioEngine: AudioEngine { get }
}

final class PlayerComponent: Component<PlayerDependency> {
    var audioEngine: AudioEngine { dependency.audioEngine }
}

// MARK: - Builder

protocol PlayerBuildable: Buildable {
    func build(withListener listener: PlayerListener) -> PlayerInteractable
}

final class PlayerBuilder: Builder<PlayerDependency>, PlayerBuildable {
    override init(dependency: PlayerDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: PlayerListener) -> PlayerInteractable {
        let component = PlayerComponent(dependency: dependency)
        let viewController = PlayerViewController()
        let interactor = PlayerInteractor(presenter: viewController, engine: component.audioEngine)
        interactor.listener = listener
        return interactor
    }
}
