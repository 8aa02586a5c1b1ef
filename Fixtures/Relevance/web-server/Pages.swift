// relevance: skim (`View`, `Builder` and `Component` here are the server's own protocols)
protocol View { func render() -> String }
protocol Builder { associatedtype Product; func build() -> Product }
protocol Component {}

struct HomePage: View, Component {
    func render() -> String { "<h1>Home</h1>" }
}

struct QueryBuilder: Builder {
    var clauses: [String] = []
    func build() -> String { clauses.joined(separator: " AND ") }
}
