import Foundation

/// Named like an interactor, descends from no RIBs base: not a RIB, so not an incomplete one.
final class TipsInteractor {
    func nextTip() -> String {
        "Swipe left to archive"
    }
}
