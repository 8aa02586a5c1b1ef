import RIBs

protocol RootInteractable: Interactable, SearchListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let searchBuilder: SearchBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, searchBuilder: SearchBuildable) {
        self.searchBuilder = searchBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let search = searchBuilder.build(withListener: interactor)
        attachChild(search)
    }
}
