import RIBs

protocol EmojiDependency: Dependency {}

final class EmojiComponent: Component<EmojiDependency> {}

// MARK: - Builder

protocol EmojiBuildable: Buildable {
    func build(withListener listener: EmojiListener) -> EmojiRouting
}

final class EmojiBuilder: Builder<EmojiDependency>, EmojiBuildable {
    override init(dependency: EmojiDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: EmojiListener) -> EmojiRouting {
        _ = EmojiComponent(dependency: dependency)
        let interactor = EmojiInteractor()
        interactor.listener = listener
        return EmojiRouter(interactor: interactor)
    }
}
