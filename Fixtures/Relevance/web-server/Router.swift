// relevance: skim (a web framework's router: no RIBs framework is imported or subclassed)
public final class Router {
    private var routes: [String: (Request) -> Response] = [:]
    public func get(_ path: String, _ handler: @escaping (Request) -> Response) { routes[path] = handler }
}

public struct Request { public var path: String }
public struct Response { public var body: String }
