import RIBs
import UIKit

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency>, FeedDependency, ProfileDependency, ArchiveDependency {}

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(interactor: interactor, viewController: viewController,
                          feedBuilder: FeedBuilder(dependency: component),
                          profileBuilder: ProfileBuilder(dependency: component),
                          archiveBuilder: ArchiveBuilder(dependency: component))
    }
}

enum Tab {
    case feed, profile, archive
}

protocol RootRouting: ViewableRouting {
    func show(_ tab: Tab)
}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

protocol RootPresentableListener: AnyObject {
    func didSelect(_ tab: Tab)
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: RootRouting?

    override init(presenter: RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func didSelect(_ tab: Tab) {
        router?.show(tab)
    }
}

protocol RootInteractable: Interactable, FeedListener, ProfileListener, ArchiveListener {
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {
    func embed(_ viewController: ViewControllable)
}

final class RootViewController: UIViewController, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?

    func embed(_ viewController: ViewControllable) {}
}

// Each tab's RIB is built the first time its lazy router is read, through `router(for:)`.
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let feedBuilder: FeedBuildable
    private let profileBuilder: ProfileBuildable
    private let archiveBuilder: ArchiveBuildable

    private lazy var feed = feedBuilder.build(withListener: interactor)
    private lazy var profile = profileBuilder.build(withListener: interactor)
    private lazy var archive = archiveBuilder.build(withListener: interactor)

    private var current: ViewableRouting?

    init(interactor: RootInteractable, viewController: RootViewControllable, feedBuilder: FeedBuildable,
         profileBuilder: ProfileBuildable, archiveBuilder: ArchiveBuildable) {
        self.feedBuilder = feedBuilder
        self.profileBuilder = profileBuilder
        self.archiveBuilder = archiveBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func show(_ tab: Tab) {
        // Names the case `.archive`, not the lazy property: Archive is still never built.
        guard tab != .archive else { return }
        if let current {
            detachChild(current)
        }
        let next = router(for: tab)
        attachChild(next)
        viewController.embed(next.viewControllable)
        current = next
    }

    private func router(for tab: Tab) -> ViewableRouting {
        switch tab {
        case .feed: return feed
        case .profile: return profile
        case .archive: return profile
        }
    }
}
