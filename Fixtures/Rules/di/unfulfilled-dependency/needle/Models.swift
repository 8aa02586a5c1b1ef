import Foundation

final class UserSession {
    let userId = "me"
}

final class AvatarCache {}

enum Theme {
    case light
    case dark
}
