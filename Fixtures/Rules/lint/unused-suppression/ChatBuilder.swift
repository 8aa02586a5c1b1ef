import RIBs
import RxSwift

protocol ChatDependency: Dependency {}

final class ChatComponent: Component<ChatDependency> {}

// MARK: - Builder

protocol ChatBuildable: Buildable {
    func build(withListener listener: ChatListener) -> ChatRouting
}

final class ChatBuilder: Builder<ChatDependency>, ChatBuildable {
    override init(dependency: ChatDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ChatListener) -> ChatRouting {
        let component = ChatComponent(dependency: dependency)
        let viewController = ChatViewController()
        let interactor = ChatInteractor(presenter: viewController, messages: viewController.messages)
        interactor.listener = listener
        let emojiBuilder = EmojiBuilder(dependency: component)
        return ChatRouter(interactor: interactor, viewController: viewController, emojiBuilder: emojiBuilder)
    }
}
