// relevance: needed (a RIB's interactor: inherits from a framework base)
import Foundation

/// The framework comes from `Exports.swift`'s re-export, so this file imports no RIBs module; its
/// bytes are still kept, since it declares a RIB part (it inherits from `Interactor`).
final class ProfileInteractor: Interactor, ProfileInteractable {
    private let avatars: AvatarStore

    init(name: String, avatars: AvatarStore) {
        self.avatars = avatars
        super.init()
    }
}
