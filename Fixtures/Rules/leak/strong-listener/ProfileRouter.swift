import RIBs

protocol ProfileInteractable: Interactable, AvatarListener {
    // Protocol requirements are not stored properties; the class decides the ownership.
    var router: ProfileRouting? { get set }
    var listener: ProfileListener? { get set }
}

protocol ProfileViewControllable: ViewControllable {}

final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable>, ProfileRouting {
    // A router's own children are strong by design: `Routing` is not flagged in a router.
    private var avatar: AvatarRouting?
    private let avatarBuilder: AvatarBuildable
    // In a router, a Listener-typed property still points up the tree.
    var listener: ProfileListener? // expect: leak/strong-listener

    init(interactor: ProfileInteractable, viewController: ProfileViewControllable, avatarBuilder: AvatarBuildable) {
        self.avatarBuilder = avatarBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let avatar = avatarBuilder.build(withListener: interactor)
        self.avatar = avatar
        attachChild(avatar)
    }
}
