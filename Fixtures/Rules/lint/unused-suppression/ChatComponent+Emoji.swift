import RIBs

extension ChatComponent: EmojiDependency {}
