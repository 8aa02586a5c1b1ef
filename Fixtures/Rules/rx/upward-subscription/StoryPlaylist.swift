import RxSwift

/// Named after Story, but declared in a file of its own that belongs to no
/// RIB: a shared model, so Feed subscribing to it is not upward.
final class StoryPlaylist {
    let updates = PublishSubject<[String]>()
}
