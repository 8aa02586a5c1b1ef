import RIBs
import UIKit

protocol EntryDependency: Dependency {}

final class EntryComponent: Component<EntryDependency>, SignInDependency, SignUpDependency, PromoDependency {}

protocol EntryBuildable: Buildable {
    func build() -> LaunchRouting
}

final class EntryBuilder: Builder<EntryDependency>, EntryBuildable {
    func build() -> LaunchRouting {
        let component = EntryComponent(dependency: dependency)
        let viewController = EntryViewController()
        let interactor = EntryInteractor(presenter: viewController)
        return EntryRouter(interactor: interactor, viewController: viewController,
                           signInBuilder: SignInBuilder(dependency: component),
                           signUpBuilder: SignUpBuilder(dependency: component),
                           promoBuilder: PromoBuilder(dependency: component))
    }
}

protocol EntryRouting: ViewableRouting {
    func routeToSignIn()
    func routeToSignUp()
    func routeToPromo()
}

protocol EntryPresentable: Presentable {
    var listener: EntryPresentableListener? { get set }
}

protocol EntryPresentableListener: AnyObject {
    func signInTapped()
    func signUpTapped()
    func promoTapped()
}

final class EntryInteractor: PresentableInteractor<EntryPresentable>, EntryInteractable, EntryPresentableListener {
    weak var router: EntryRouting?

    override init(presenter: EntryPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func signInTapped() { router?.routeToSignIn() }
    func signUpTapped() { router?.routeToSignUp() }
    func promoTapped() { router?.routeToPromo() }
}

protocol EntryInteractable: Interactable, SignInListener, SignUpListener, PromoListener {
    var router: EntryRouting? { get set }
}

protocol EntryViewControllable: ViewControllable {
    func present(_ viewController: ViewControllable)
    func dismiss(_ viewController: ViewControllable)
}

final class EntryViewController: UIViewController, EntryPresentable, EntryViewControllable {
    weak var listener: EntryPresentableListener?

    func present(_ viewController: ViewControllable) {}
    func dismiss(_ viewController: ViewControllable) {}
}

final class EntryRouter: LaunchRouter<EntryInteractable, EntryViewControllable>, EntryRouting {
    private let signInBuilder: SignInBuildable
    private let signUpBuilder: SignUpBuildable
    private let promoBuilder: PromoBuildable
    private var screen: ViewableRouting?
    private var banner: ViewableRouting?

    init(interactor: EntryInteractable, viewController: EntryViewControllable, signInBuilder: SignInBuildable,
         signUpBuilder: SignUpBuildable, promoBuilder: PromoBuildable) {
        self.signInBuilder = signInBuilder
        self.signUpBuilder = signUpBuilder
        self.promoBuilder = promoBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        showSignIn()
    }

    func routeToSignIn() {
        closeScreen()
        showSignIn()
    }

    func routeToSignUp() {
        closeScreen()
        let signUp = signUpBuilder.build(withListener: interactor)
        attachChild(signUp)
        viewController.present(signUp.viewControllable)
        screen = signUp
    }

    // Clears the banner only after showing the next one: the one still attached is overwritten.
    func routeToPromo() {
        showPromo()
        closeBanner()
    }

    // Clears it only when asked to: otherwise the banner still attached is overwritten.
    func routeToPromo(replacing: Bool) {
        if replacing {
            closeBanner()
        }
        showOffer()
    }

    private func showOffer() {
        let offer = promoBuilder.build(withListener: interactor)
        banner = offer
        attachChild(offer) // expect: leak/child-never-detached
    }

    // Clears the screen, but sets it again before showing the card.
    func routeToCard() {
        swapToSignUp()
        showCard()
    }

    private func swapToSignUp() {
        closeScreen()
        let signUp = signUpBuilder.build(withListener: interactor)
        screen = signUp
        attachChild(signUp)
    }

    private func showCard() {
        let card = signInBuilder.build(withListener: interactor)
        screen = card
        attachChild(card) // expect: leak/child-never-detached
    }

    // Every caller runs at load or has just detached `screen` and set it to nil.
    private func showSignIn() {
        let signIn = signInBuilder.build(withListener: interactor)
        screen = signIn
        attachChild(signIn)
        viewController.present(signIn.viewControllable)
    }

    private func showPromo() {
        let promo = promoBuilder.build(withListener: interactor)
        banner = promo
        attachChild(promo) // expect: leak/child-never-detached
        viewController.present(promo.viewControllable)
    }

    private func closeScreen() {
        if let screen {
            detachChild(screen)
            viewController.dismiss(screen.viewControllable)
            self.screen = nil
        }
    }

    private func closeBanner() {
        if let banner {
            detachChild(banner)
            viewController.dismiss(banner.viewControllable)
            self.banner = nil
        }
    }
}
