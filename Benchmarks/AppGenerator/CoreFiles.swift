/// The app's shared code: the streams and clients the root creates and every RIB may ask for,
/// and the protocols routers report to. Not part of any RIB.
enum CoreFiles {
    static func make(plan: AppPlan) -> [GeneratedFile] {
        [streamsFile(), clientsFile(), auditFile()]
    }

    private static func rxStream(_ w: inout SwiftWriter, name: String, member: String, value: String,
                                 fields: [(String, String)], initial: String, implementationInit: String) {
        w.line("struct \(value): Equatable {")
        w.indent()
        for field in fields { w.line("let \(field.0): \(field.1)") }
        w.close()
        w.blank()
        w.line("/// Read-only: what children get.")
        w.open("protocol \(name): AnyObject")
        w.line("var \(member): Observable<\(value)> { get }")
        w.close()
        w.blank()
        w.line("/// Writable: stays in the scope that owns the state.")
        w.open("protocol Mutable\(name): \(name)")
        w.line("func update(_ value: \(value))")
        w.close()
        w.blank()
        w.open("final class \(name)Impl: Mutable\(name)")
        w.line("private let subject: BehaviorSubject<\(value)>")
        w.blank()
        w.open(implementationInit)
        w.line("subject = BehaviorSubject(value: \(initial))")
        w.close()
        w.blank()
        w.open("var \(member): Observable<\(value)>")
        w.line("subject.asObservable()")
        w.close()
        w.blank()
        w.open("func update(_ value: \(value))")
        w.line("subject.onNext(value)")
        w.close()
        w.close()
        w.blank()
    }

    private static func combineStream(_ w: inout SwiftWriter, name: String, member: String, value: String,
                                      fields: [(String, String)], initial: String, implementationInit: String) {
        w.line("struct \(value): Equatable {")
        w.indent()
        for field in fields { w.line("let \(field.0): \(field.1)") }
        w.close()
        w.blank()
        w.line("/// Read-only: what children get.")
        w.open("protocol \(name): AnyObject")
        w.line("var \(member): AnyPublisher<\(value), Never> { get }")
        w.close()
        w.blank()
        w.line("/// Writable: stays in the scope that owns the state.")
        w.open("protocol Mutable\(name): \(name)")
        w.line("func update(_ value: \(value))")
        w.close()
        w.blank()
        w.open("final class \(name)Impl: Mutable\(name)")
        w.line("private let subject: CurrentValueSubject<\(value), Never>")
        w.blank()
        w.open(implementationInit)
        w.line("subject = CurrentValueSubject(\(initial))")
        w.close()
        w.blank()
        w.open("var \(member): AnyPublisher<\(value), Never>")
        w.line("subject.eraseToAnyPublisher()")
        w.close()
        w.blank()
        w.open("func update(_ value: \(value))")
        w.line("subject.send(value)")
        w.close()
        w.close()
        w.blank()
    }

    private static func streamsFile() -> GeneratedFile {
        var w = SwiftWriter()
        w.line("import Combine")
        w.line("import Foundation")
        w.line("import RxSwift")
        w.blank()
        rxStream(&w, name: "SessionStream", member: "session", value: "Session",
                 fields: [("userId", "String"), ("displayName", "String"), ("isSignedIn", "Bool")],
                 initial: "Session(userId: \"\", displayName: \"\", isSignedIn: false)", implementationInit: "init()")
        rxStream(&w, name: "LocationStream", member: "location", value: "Location",
                 fields: [("latitude", "Double"), ("longitude", "Double"), ("accuracy", "Double"), ("regionCode", "String")],
                 initial: "Location(latitude: 0, longitude: 0, accuracy: accuracy, regionCode: \"\")",
                 implementationInit: "init(accuracy: Double)")
        combineStream(&w, name: "CartStream", member: "cart", value: "Cart",
                      fields: [("itemCount", "Int"), ("totalInCents", "Int"), ("currency", "String")],
                      initial: "Cart(itemCount: 0, totalInCents: 0, currency: \"USD\")", implementationInit: "init()")
        combineStream(&w, name: "NotificationStream", member: "notifications", value: "AppNotification",
                      fields: [("title", "String"), ("kind", "String"), ("isUrgent", "Bool")],
                      initial: "AppNotification(title: \"\", kind: \"none\", isUrgent: false)",
                      implementationInit: "init(capacity: Int)")
        return GeneratedFile(path: "App/Core/Streams.swift", text: w.text)
    }

    private static func clientsFile() -> GeneratedFile {
        var w = SwiftWriter()
        w.line("import Foundation")
        w.blank()
        w.open("struct APIRequest: Equatable")
        w.line("let path: String")
        w.line("let query: [String: String]")
        w.close()
        w.blank()
        let clients: [(protocolName: String, requirement: String, className: String, initializer: String, body: String)] = [
            ("NetworkClient", "func enqueue(_ request: APIRequest)", "URLSessionNetworkClient", "init(baseURL: String)",
             "func enqueue(_ request: APIRequest) {\n    pending.append(request)\n}"),
            ("AnalyticsClient", "func track(event: String, properties: [String: String])", "BatchingAnalyticsClient",
             "init(flushInterval: Int)",
             "func track(event: String, properties: [String: String]) {\n    pending.append(APIRequest(path: event, query: properties))\n}"),
            ("ImageLoader", "func prefetch(paths: [String])", "CachingImageLoader", "init(capacity: Int)",
             "func prefetch(paths: [String]) {\n    pending += paths.map { APIRequest(path: $0, query: [:]) }\n}"),
            ("FeatureFlags", "func isEnabled(_ flag: String) -> Bool", "RemoteFeatureFlags", "init(defaults: [String: Bool])",
             "func isEnabled(_ flag: String) -> Bool {\n    pending.contains { $0.path == flag }\n}"),
            ("PersistenceStore", "func save(_ values: [String], forKey key: String)", "DiskPersistenceStore",
             "init(directoryName: String)",
             "func save(_ values: [String], forKey key: String) {\n    pending.append(APIRequest(path: key, query: [\"count\": \"\\(values.count)\"]))\n}"),
            ("PaymentsClient", "func authorize(amountInCents: Int, currency: String)", "PaymentsAPIClient",
             "init(network: NetworkClient)",
             "func authorize(amountInCents: Int, currency: String) {\n    pending.append(APIRequest(path: \"/payments\", query: [\"amount\": \"\\(amountInCents)\", \"currency\": currency]))\n}"),
        ]
        for client in clients {
            w.open("protocol \(client.protocolName): AnyObject")
            w.line(client.requirement)
            w.close()
            w.blank()
            w.open("final class \(client.className): \(client.protocolName)")
            w.line("private var pending: [APIRequest] = []")
            w.line("private let configuration: String")
            w.blank()
            w.open(client.initializer)
            w.line("configuration = \"\\(\(client.initializer.dropFirst(5).prefix { $0 != ":" }))\"")
            w.close()
            w.blank()
            for line in client.body.split(separator: "\n") { w.line(String(line)) }
            w.close()
            w.blank()
        }
        w.open("struct Theme: Equatable")
        w.line("let accentName: String")
        w.line("let isDark: Bool")
        w.close()
        w.blank()
        w.open("protocol ThemeProvider: AnyObject")
        w.line("var currentTheme: Theme { get }")
        w.close()
        w.blank()
        w.open("final class DefaultThemeProvider: ThemeProvider")
        w.line("private(set) var currentTheme = Theme(accentName: \"blue\", isDark: false)")
        w.close()
        w.blank()
        w.open("protocol Clock")
        w.line("func now() -> Date")
        w.close()
        w.blank()
        w.line("/// A value type: components may create one on every access.")
        w.open("struct SystemClock: Clock")
        w.open("func now() -> Date")
        w.line("Date()")
        w.close()
        w.close()
        return GeneratedFile(path: "App/Core/Clients.swift", text: w.text)
    }

    private static func auditFile() -> GeneratedFile {
        var w = SwiftWriter()
        w.line("/// Receives routing events for the debug overlay.")
        w.open("protocol RoutingAuditDelegate: AnyObject")
        w.line("func routerDidActivate(name: String, count: Int)")
        w.close()
        w.blank()
        w.open("protocol RoutingAuditListener: AnyObject")
        w.line("func routerDidRoute(to name: String)")
        w.close()
        w.blank()
        // The debug overlay is the root's: a router holding the delegate strongly holds a RIB part.
        w.line("/// The root interactor shows routing events in the debug overlay.")
        w.open("extension RootInteractor: RoutingAuditDelegate")
        w.open("func routerDidActivate(name: String, count: Int)")
        w.line("_ = (name, count)")
        w.close()
        w.close()
        return GeneratedFile(path: "App/Core/RoutingAudit.swift", text: w.text)
    }
}

/// RIBs that are not part of the tree: an interactor left without router and builder (incomplete
/// and, since nothing builds it, unreachable), and a builder left alone (unreachable).
enum OrphanFiles {
    static func make(plan: AppPlan) -> [GeneratedFile] {
        plan.orphans.map { orphan in
            var w = SwiftWriter()
            let name = orphan.name
            w.line("import RIBs")
            w.blank()
            switch orphan.kind {
            case .interactorOnly:
                w.open("protocol \(name)Routing: Routing")
                w.line("func cleanupViews()")
                w.close()
                w.blank()
                w.open("protocol \(name)Listener: AnyObject")
                w.line("func \(name.lowerCamel)DidComplete()")
                w.close()
                w.blank()
                w.open("protocol \(name)Interactable: Interactable")
                w.line("var router: \(name)Routing? { get set }")
                w.line("var listener: \(name)Listener? { get set }")
                w.close()
                w.blank()
                w.line("final class \(name)Interactor: Interactor, \(name)Interactable {\(expect("structure/incomplete-rib", "structure/unreachable-rib"))")
                w.indent()
                w.blank()
                w.line("weak var router: \(name)Routing?")
                w.line("weak var listener: \(name)Listener?")
                w.blank()
                w.open("override func didBecomeActive()")
                w.line("super.didBecomeActive()")
                w.line("listener?.\(name.lowerCamel)DidComplete()")
                w.close()
                w.blank()
                w.open("override func willResignActive()")
                w.line("super.willResignActive()")
                w.line("router?.cleanupViews()")
                w.close()
                w.close()
                return GeneratedFile(path: "App/Features/\(name)/\(name)Interactor.swift", text: w.text)
            case .builderOnly:
                w.open("protocol \(name)Dependency: Dependency")
                w.close()
                w.blank()
                w.line("final class \(name)Component: Component<\(name)Dependency> {}")
                w.blank()
                w.open("protocol \(name)Buildable: Buildable")
                w.line("func build() -> \(name)Component")
                w.close()
                w.blank()
                w.line("final class \(name)Builder: Builder<\(name)Dependency>, \(name)Buildable {\(expect("structure/unreachable-rib"))")
                w.indent()
                w.open("func build() -> \(name)Component")
                w.line("\(name)Component(dependency: dependency)")
                w.close()
                w.close()
                return GeneratedFile(path: "App/Features/\(name)/\(name)Builder.swift", text: w.text)
            }
        }
    }
}
