import RIBs
import UIKit

protocol WalletDependency: Dependency {}

final class WalletComponent: Component<WalletDependency>, QuoteDependency, ReceiptDependency {}

protocol WalletBuildable: Buildable {
    func build(withListener listener: WalletListener) -> WalletRouting
}

final class WalletBuilder: Builder<WalletDependency>, WalletBuildable {
    override init(dependency: WalletDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: WalletListener) -> WalletRouting {
        let component = WalletComponent(dependency: dependency)
        let viewController = WalletViewController()
        let interactor = WalletInteractor(presenter: viewController)
        interactor.listener = listener
        return WalletRouter(interactor: interactor, viewController: viewController, quoteBuilder: QuoteBuilder(dependency: component),
                            receiptBuilder: ReceiptBuilder(dependency: component))
    }
}

protocol WalletRouting: ViewableRouting {
    func routeToQuote()
    func dismissQuote()
    func routeToReceipt(reuseKept: Bool)
    func refreshReceipt()
    func dismissReceipt()
}

protocol WalletPresentable: Presentable {
    var listener: WalletPresentableListener? { get set }
}

protocol WalletListener: AnyObject {}

final class WalletInteractor: PresentableInteractor<WalletPresentable>, WalletInteractable, WalletPresentableListener {
    weak var router: WalletRouting?
    weak var listener: WalletListener?

    override init(presenter: WalletPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // The view's buttons, tapped as often as the user likes.
    func didTapQuote() {
        router?.routeToQuote()
    }

    func didCloseQuote() {
        router?.dismissQuote()
    }

    func didTapReceipt() {
        router?.routeToReceipt(reuseKept: false)
    }

    func didTapLastReceipt() {
        router?.routeToReceipt(reuseKept: true)
    }

    func didPullToRefresh() {
        router?.refreshReceipt()
    }

    func didCloseReceipt() {
        router?.dismissReceipt()
    }
}

protocol WalletInteractable: Interactable, QuoteListener, ReceiptListener {
    var router: WalletRouting? { get set }
    var listener: WalletListener? { get set }
}

protocol WalletViewControllable: ViewControllable {}

final class WalletRouter: ViewableRouter<WalletInteractable, WalletViewControllable>, WalletRouting {
    private let quoteBuilder: QuoteBuildable
    private let receiptBuilder: ReceiptBuildable
    private var quoteRouter: QuoteRouting?
    private var receiptRouter: ReceiptRouting?
    private var keptReceipt: ReceiptRouting?

    init(interactor: WalletInteractable, viewController: WalletViewControllable, quoteBuilder: QuoteBuildable,
         receiptBuilder: ReceiptBuildable) {
        self.quoteBuilder = quoteBuilder
        self.receiptBuilder = receiptBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // The `if let` looks at the child just stored, not at the one a first tap left attached:
    // it is no check, and the second tap overwrites the first quote.
    func routeToQuote() {
        quoteRouter = quoteBuilder.build(withListener: interactor)
        if let quote = quoteRouter {
            attachChild(quote) // expect: leak/child-never-detached
        }
    }

    func dismissQuote() {
        guard let quoteRouter else { return }
        detachChild(quoteRouter)
        self.quoteRouter = nil
    }

    // Clean: the check comes before the property is set, so it looks at the child attached
    // before. The branch above it, which puts a kept receipt back, runs only sometimes: the check
    // still guards the other times.
    func routeToReceipt(reuseKept: Bool) {
        if reuseKept {
            receiptRouter = keptReceipt
        }
        guard receiptRouter == nil else { return }
        receiptRouter = receiptBuilder.build(withListener: interactor)
        if let receipt = receiptRouter {
            attachChild(receipt)
        }
    }

    // Clean: the closure runs after the check, which looks at the receipt attached before.
    func refreshReceipt() {
        DispatchQueue.main.async {
            self.receiptRouter = self.keptReceipt
        }
        guard receiptRouter == nil else { return }
        let receipt = receiptBuilder.build(withListener: interactor)
        receiptRouter = receipt
        attachChild(receipt)
    }

    func dismissReceipt() {
        guard let receiptRouter else { return }
        detachChild(receiptRouter)
        self.receiptRouter = nil
    }
}

protocol WalletPresentableListener: AnyObject {
    func didTapQuote()
    func didCloseQuote()
    func didTapReceipt()
    func didTapLastReceipt()
    func didPullToRefresh()
    func didCloseReceipt()
}

final class WalletViewController: UIViewController, WalletPresentable, WalletViewControllable {
    weak var listener: WalletPresentableListener?
}
