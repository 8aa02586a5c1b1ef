// relevance: needed (a type the profile's interactor keeps)
import UIKit

/// Plain code outside every RIB, whose bytes a run lets go once it is parsed: the rule that looks
/// at every class reads them again, and its finding must point at the same line.
final class AvatarStore {
    private var images: [String: UIImage] = [:]
    private var onMemoryWarning: (() -> Void)?

    init() {
        onMemoryWarning = { self.images.removeAll() } // expect: leak/self-capture-in-stored-closure
    }

    func image(named name: String) -> UIImage? { images[name] }
}
