import RIBs

protocol RootInteractable: Interactable, ChatListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let chatBuilder: ChatBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, chatBuilder: ChatBuildable) {
        self.chatBuilder = chatBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let chat = chatBuilder.build(withListener: interactor)
        attachChild(chat)
    }
}
