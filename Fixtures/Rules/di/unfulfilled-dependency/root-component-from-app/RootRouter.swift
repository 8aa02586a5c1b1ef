import RIBs

protocol RootInteractable: Interactable, ShelfListener, SearchListener, LoansListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let shelfBuilder: ShelfBuildable
    private let searchBuilder: SearchBuildable
    private let loansBuilder: LoansBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, shelfBuilder: ShelfBuildable, searchBuilder: SearchBuildable, loansBuilder: LoansBuildable) {
        self.shelfBuilder = shelfBuilder
        self.searchBuilder = searchBuilder
        self.loansBuilder = loansBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let shelf = shelfBuilder.build(withListener: interactor)
        attachChild(shelf)
        let search = searchBuilder.build(withListener: interactor)
        attachChild(search)
        let loans = loansBuilder.build(withListener: interactor)
        attachChild(loans)
    }
}
