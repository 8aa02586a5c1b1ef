import RIBs
import UIKit

protocol RootDependency: Dependency {
    var songCatalog: SongCatalog { get }
    var audioEngine: AudioEngine { get }
}

final class RootComponent: Component<RootDependency> {
    var songCatalog: SongCatalog { dependency.songCatalog }
    var audioEngine: AudioEngine { dependency.audioEngine }
}

extension RootComponent: LibraryDependency, PlayerDependency {}

// MARK: - Builder

protocol RootBuildable: Buildable {
    func build() -> (RootInteractable, UIViewController)
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> (RootInteractable, UIViewController) {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController,
                                        libraryBuilder: LibraryBuilder(dependency: component),
                                        playerBuilder: PlayerBuilder(dependency: component))
        return (interactor, viewController)
    }
}
