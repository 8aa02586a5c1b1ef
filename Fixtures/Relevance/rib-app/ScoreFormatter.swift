// relevance: skim (no RIB part, and nothing a RIB names)
import Foundation

struct ScoreFormatter {
    let locale: Locale
    func text(for score: Int) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        return formatter.string(from: NSNumber(value: score)) ?? "\(score)"
    }
}
