// relevance: skim (colours no RIB names)
import UIKit

enum Palette {
    static let accent = UIColor.systemTeal
}
