import RIBs

protocol RootInteractable: Interactable, MapListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let mapBuilder: MapBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, mapBuilder: MapBuildable) {
        self.mapBuilder = mapBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let map = mapBuilder.build(withListener: interactor)
        attachChild(map)
    }
}
