import RIBs
import UIKit

protocol DeckDependency: Dependency {
    var mailboxBuilder: MailboxBuildable { get }
    var preferencesBuilder: PreferencesBuildable { get }
}

final class DeckComponent: Component<DeckDependency> {
    var mailboxBuilder: MailboxBuildable { dependency.mailboxBuilder }
    var preferencesBuilder: PreferencesBuildable { dependency.preferencesBuilder }
}

protocol DeckBuildable: Buildable {
    func build(withListener listener: DeckListener) -> DeckRouting
}

// The builder, not the router, builds both of its children (through the builders handed down) and gives
// their routers to the router, which attaches them when it loads.
final class DeckBuilder: Builder<DeckDependency>, DeckBuildable {
    func build(withListener listener: DeckListener) -> DeckRouting {
        let component = DeckComponent(dependency: dependency)
        let mailbox = makeTab(component.mailboxBuilder)
        let preferences = component.preferencesBuilder.build(withListener: DeckInteractor.placeholderListener)
        let interactor = DeckInteractor()
        interactor.listener = listener
        return DeckRouter(interactor: interactor, viewController: DeckViewController(), mailbox: mailbox, preferences: preferences)
    }

    private func makeTab(_ builder: MailboxBuildable) -> MailboxRouting {
        builder.build(withListener: DeckInteractor.placeholderListener)
    }
}

protocol DeckRouting: ViewableRouting {}

protocol DeckListener: AnyObject {}

final class DeckInteractor: Interactor, DeckInteractable {
    static let placeholderListener = DeckInteractor()
    weak var router: DeckRouting?
    weak var listener: DeckListener?
}

protocol DeckInteractable: Interactable, MailboxListener, PreferencesListener {
    var router: DeckRouting? { get set }
    var listener: DeckListener? { get set }
}

protocol DeckViewControllable: ViewControllable {}

final class DeckViewController: UIViewController, DeckViewControllable {}

final class DeckRouter: ViewableRouter<DeckInteractable, DeckViewControllable>, DeckRouting {
    private let mailbox: MailboxRouting
    private let preferences: PreferencesRouting
    // A reference back up the tree that is never attached: it makes Station no child of Deck.
    weak var launchRouter: StationRouting?

    init(interactor: DeckInteractable, viewController: DeckViewControllable, mailbox: MailboxRouting, preferences: PreferencesRouting) {
        self.mailbox = mailbox
        self.preferences = preferences
        super.init(interactor: interactor, viewController: viewController)
    }

    override func didLoad() {
        super.didLoad()
        attachChild(mailbox)
        attachChild(self.preferences)
    }
}
