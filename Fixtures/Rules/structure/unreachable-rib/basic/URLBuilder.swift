import Foundation

/// Named like a builder but not a RIBs Builder: not a RIB, so never unreachable.
final class URLBuilder {
    private var components = URLComponents()

    func build(path: String) -> URL? {
        components.path = path
        return components.url
    }
}
