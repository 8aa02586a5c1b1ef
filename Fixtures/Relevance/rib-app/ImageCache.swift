// relevance: needed (a riblint directive: its suppressions are checked even without RIBs)
// riblint:disable leak/strong-listener
import UIKit

final class ImageCache {
    var images: [String: UIImage] = [:]
}
