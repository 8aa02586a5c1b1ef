import RIBs
import UIKit

protocol StationDependency: Dependency {}

final class StationComponent: Component<StationDependency> {}

// Station makes the builders of Deck's children and hands them down to Deck as requirements.
extension StationComponent: DeckDependency {
    var mailboxBuilder: MailboxBuildable { MailboxBuilder(dependency: self) }
    var preferencesBuilder: PreferencesBuildable { PreferencesBuilder(dependency: self) }
}

extension StationComponent: MailboxDependency, PreferencesDependency {}

protocol StationBuildable: Buildable {
    func build() -> LaunchRouting
}

final class StationBuilder: Builder<StationDependency>, StationBuildable {
    func build() -> LaunchRouting {
        let component = StationComponent(dependency: dependency)
        let deckBuilder = DeckBuilder(dependency: component)
        let interactor = StationInteractor()
        return StationRouter(interactor: interactor, viewController: StationViewController(), deckBuilder: deckBuilder)
    }
}

protocol StationRouting: ViewableRouting {}

final class StationInteractor: Interactor, StationInteractable {
    weak var router: StationRouting?
}

protocol StationInteractable: Interactable, DeckListener {
    var router: StationRouting? { get set }
}

protocol StationViewControllable: ViewControllable {}

final class StationViewController: UIViewController, StationViewControllable {}

final class StationRouter: LaunchRouter<StationInteractable, StationViewControllable>, StationRouting {
    private let deckBuilder: DeckBuildable

    init(interactor: StationInteractable, viewController: StationViewControllable, deckBuilder: DeckBuildable) {
        self.deckBuilder = deckBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    override func didLoad() {
        super.didLoad()
        attachChild(deckBuilder.build(withListener: interactor))
    }
}
