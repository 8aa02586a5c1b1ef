import SeededRandom

/// How a RIB's reactive code is written.
enum Idiom {
    case rx, combine
}

/// A service every RIB can ask for through its dependency protocol; the root component creates
/// each once and the components below forward it.
struct Service {
    let name: String
    let type: String
    /// Streams: the idiom and the member that yields values.
    let stream: (idiom: Idiom, member: String, value: String)?
    /// Declarations in the root component (the first one declares `name`).
    let rootProvider: [String]
    /// A statement that uses the service inside an interactor method.
    let usage: String

    static let all: [Service] = [
        Service(name: "sessionStream", type: "SessionStream", stream: (.rx, "session", "Session"),
                rootProvider: ["var sessionStream: SessionStream { mutableSessionStream }",
                               "var mutableSessionStream: MutableSessionStream { shared { SessionStreamImpl() } }"],
                usage: ""),
        Service(name: "locationStream", type: "LocationStream", stream: (.rx, "location", "Location"),
                rootProvider: ["var locationStream: LocationStream { mutableLocationStream }",
                               "var mutableLocationStream: MutableLocationStream { shared { LocationStreamImpl(accuracy: 50) } }"],
                usage: ""),
        Service(name: "cartStream", type: "CartStream", stream: (.combine, "cart", "Cart"),
                rootProvider: ["var cartStream: CartStream { mutableCartStream }",
                               "var mutableCartStream: MutableCartStream { shared { CartStreamImpl() } }"],
                usage: ""),
        Service(name: "notificationStream", type: "NotificationStream", stream: (.combine, "notifications", "AppNotification"),
                rootProvider: ["var notificationStream: NotificationStream { mutableNotificationStream }",
                               "var mutableNotificationStream: MutableNotificationStream { shared { NotificationStreamImpl(capacity: 64) } }"],
                usage: ""),
        Service(name: "networkClient", type: "NetworkClient", stream: nil,
                rootProvider: ["var networkClient: NetworkClient { shared { URLSessionNetworkClient(baseURL: \"https://api.example.com\") } }"],
                usage: "networkClient.enqueue(APIRequest(path: \"/%PATH%\", query: [\"limit\": \"\\(limit)\"]))"),
        Service(name: "analyticsClient", type: "AnalyticsClient", stream: nil,
                rootProvider: ["var analyticsClient: AnalyticsClient { shared { BatchingAnalyticsClient(flushInterval: 30) } }"],
                usage: "analyticsClient.track(event: \"%EVENT%\", properties: [\"count\": \"\\(limit)\"])"),
        Service(name: "imageLoader", type: "ImageLoader", stream: nil,
                rootProvider: ["var imageLoader: ImageLoader { shared { CachingImageLoader(capacity: 256) } }"],
                usage: "imageLoader.prefetch(paths: [\"%PATH%/\\(limit).png\"])"),
        Service(name: "featureFlags", type: "FeatureFlags", stream: nil,
                rootProvider: ["var featureFlags: FeatureFlags { shared { RemoteFeatureFlags(defaults: [:]) } }"],
                usage: "guard featureFlags.isEnabled(\"%EVENT%\") || limit > 0 else { return }"),
        Service(name: "persistenceStore", type: "PersistenceStore", stream: nil,
                rootProvider: ["var persistenceStore: PersistenceStore { shared { DiskPersistenceStore(directoryName: \"app\") } }"],
                usage: "persistenceStore.save([\"\\(limit)\"], forKey: \"%EVENT%\")"),
        Service(name: "themeProvider", type: "ThemeProvider", stream: nil,
                rootProvider: ["var themeProvider: ThemeProvider { shared { DefaultThemeProvider() } }"],
                usage: "let accent = themeProvider.currentTheme.accentName\n_ = accent.count + limit"),
        Service(name: "paymentsClient", type: "PaymentsClient", stream: nil,
                rootProvider: ["var paymentsClient: PaymentsClient { shared { PaymentsAPIClient(network: networkClient) } }"],
                usage: "paymentsClient.authorize(amountInCents: limit * 100, currency: \"USD\")"),
        Service(name: "clock", type: "Clock", stream: nil,
                rootProvider: ["var clock: Clock { SystemClock() }"],
                usage: "let startedAt = clock.now()\n_ = startedAt.timeIntervalSinceReferenceDate + Double(limit)"),
    ]

    static let rxStreams = [0, 1]
    static let combineStreams = [2, 3]
    static let clients = Array(4..<12)
}

/// How a parent's router holds and releases one child.
enum EdgeStyle: Hashable {
    /// Attached in a routing method behind a nil-check, detached and released in another;
    /// the variant picks one of the release spellings.
    case onDemand(variant: Int)
    /// Attached once in `didLoad`, never detached: permanent by design.
    case permanent
    /// Planted `leak/child-never-detached`: attached on every call, never detached.
    case neverDetached
    /// Planted `leak/retained-after-detach`: detached but the property keeps the router.
    case retainedAfterDetach

    var isRouted: Bool { self != .permanent }
    var isDetachable: Bool {
        switch self {
        case .onDemand, .retainedAfterDetach: true
        case .permanent, .neverDetached: false
        }
    }
}

/// A planted violation (or, for the used suppressions, a real violation that a suppression
/// silences) in one RIB's files.
enum Plant: Hashable {
    case strongListener(Int)          // 0 interactor listener, 1 interactor router, 2 view controller listener, 3 router delegate
    case selfCapture(Int)             // 0 view controller closure, 1 interactor closure appended to a list
    case unconfined(Int)              // 0 `_ =`, 1 stored and never cancelled, 2 bag never emptied, 3 in a worker
    case subscriptionBeforeActivation
    case missingSuper(Int)            // 0 willResignActive, 1 didBecomeActive, 2 router didLoad, 3 worker didStop
    case childExposesStream
    case subscriptionInRouter
    case unfulfilledDependency
    case dependencyTypeMismatch
    case unusedDependency
    case mutableStreamPassedDown
    case unsharedInstance
    case viewInInteractor(Int)        // 0 UIView property, 1 UIViewController parameter, 2 own view controller cast
    case unusedSuppression(Int)       // 0 in the view controller, 1 in the router
    case suppressedSubscription       // a real unconfined subscription behind disable-next-line
    case suppressedRouterListener     // a real strong router listener inside disable/enable
}

struct RIBPlan {
    let index: Int
    let name: String
    let depth: Int
    let idiom: Idiom
    var parents: [Int] = []
    var children: [Int] = []
    /// Services the RIB's own interactor uses (indices into `Service.all`).
    var used: [Int] = []
    /// Services the dependency protocol lists, sorted.
    var requirements: [Int] = []
    /// Services declared in the component's class body.
    var bodyProvided: Set<Int> = []
    var hasWorker = false
    var plants: Set<Plant> = []
    /// Child index -> how this RIB's router holds it, in `children` order.
    var edges: [Int: EdgeStyle] = [:]
    /// Children whose listener hands this RIB a stream-bearing object it subscribes to
    /// (planted `rx/upward-subscription`).
    var upwardChildren: Set<Int> = []
    /// This RIB hands its parent a `...Progress` object (the other side of an upward plant).
    var emitsProgress = false
    /// The service listed in the dependency protocol but never read (planted `di/unused-dependency`).
    var unusedService: Int?

    var isRoot: Bool { index == 0 }
    var lower: String { name.lowerCamel }

    func has(_ plant: Plant) -> Bool { plants.contains(plant) }

    var streams: [Int] { used.filter { Service.all[$0].stream != nil } }
    var clients: [Int] { used.filter { Service.all[$0].stream == nil } }
}

/// Orphan RIBs for the structure rules: an interactor alone (incomplete and unreachable) or a
/// builder alone (unreachable).
struct OrphanPlan {
    enum Kind { case interactorOnly, builderOnly }
    let name: String
    let kind: Kind
    let idiom: Idiom
}

struct AppPlan {
    var ribs: [RIBPlan]
    var orphans: [OrphanPlan]
    /// Planted violations per rule.
    let plantsPerRule: Int

    static func make(ribCount: Int, random: inout SplitMix64) -> AppPlan {
        var treeRandom = random.fork()
        var useRandom = random.fork()
        var plantRandom = random.fork()
        let names = makeNames(count: ribCount + 2 * max(1, ribCount / 50), random: &treeRandom)
        var plan = AppPlan(ribs: [], orphans: [], plantsPerRule: max(1, ribCount / 50))
        plan.buildTree(names: Array(names.prefix(ribCount)), random: &treeRandom)
        plan.chooseUses(random: &useRandom)
        plan.plant(random: &plantRandom)
        plan.computeRequirements()
        var orphanNames = Array(names.dropFirst(ribCount))
        for index in 0..<plan.plantsPerRule {
            plan.orphans.append(OrphanPlan(name: orphanNames.removeFirst(), kind: .interactorOnly,
                                           idiom: index % 2 == 0 ? .rx : .combine))
            plan.orphans.append(OrphanPlan(name: orphanNames.removeFirst(), kind: .builderOnly, idiom: .rx))
        }
        return plan
    }

    private static func makeNames(count: Int, random: inout SplitMix64) -> [String] {
        var combinations: [String] = []
        for prefix in Vocabulary.ribPrefixes {
            for noun in Vocabulary.ribNouns { combinations.append(prefix + noun) }
        }
        random.shuffle(&combinations)
        var names = ["Root"]
        var round = 1
        while names.count < count {
            // Past the word lists, a numbered round keeps names unique.
            let suffix = round == 1 ? "" : "V\(round)"
            for name in combinations where names.count < count { names.append(name + suffix) }
            round += 1
        }
        return names
    }

    // MARK: tree

    private mutating func buildTree(names: [String], random: inout SplitMix64) {
        let count = names.count
        let depth = min(6 + random.below(5), count - 1)
        var sizes = [1]
        if depth >= 1 {
            let first = min(4 + random.below(4), count - depth)
            sizes.append(max(1, first))
            var remaining = count - 1 - sizes[1] - (depth - 1)
            var levelSizes = [Int](repeating: 1, count: depth - 1)
            if remaining > 0 && depth > 1 {
                // More RIBs in the middle levels than at the top or the bottom.
                let weights = (2...depth).map { level in (level - 1) * (depth + 2 - level) + 1 }
                let total = weights.reduce(0, +)
                var given = 0
                for (offset, weight) in weights.enumerated() {
                    let share = remaining * weight / total
                    levelSizes[offset] += share
                    given += share
                }
                remaining -= given
                while remaining > 0 {
                    levelSizes[random.below(levelSizes.count)] += 1
                    remaining -= 1
                }
            }
            sizes += levelSizes
        }
        var levelStart = 0
        var levels: [[Int]] = []
        for size in sizes {
            levels.append(Array(levelStart..<levelStart + size))
            levelStart += size
        }
        for (level, members) in levels.enumerated() {
            for index in members {
                let idiom: Idiom = index == 0 || random.chance(50) ? .rx : .combine
                ribs.append(RIBPlan(index: index, name: names[index], depth: level, idiom: index == 0 ? .rx : idiom))
            }
        }
        // Some parents are popular and some have no children at all: fan-out varies.
        var popularity = [Int](repeating: 1, count: count)
        for index in 0..<count { popularity[index] = random.chance(25) ? 0 : 1 + random.below(6) }
        for level in 1..<levels.count {
            let candidates = levels[level - 1]
            for child in levels[level] {
                let parent = weightedPick(candidates, popularity, &random)
                link(parent, child)
                if level >= 2 && candidates.count >= 2 && random.chance(4) {
                    let second = weightedPick(candidates.filter { $0 != parent }, popularity, &random)
                    link(second, child)
                }
            }
        }
    }

    private func weightedPick(_ candidates: [Int], _ weights: [Int], _ random: inout SplitMix64) -> Int {
        let total = candidates.reduce(0) { $0 + weights[$1] }
        guard total > 0 else { return random.pick(candidates) }
        var draw = random.below(total)
        for candidate in candidates {
            draw -= weights[candidate]
            if draw < 0 { return candidate }
        }
        return candidates[candidates.count - 1]
    }

    private mutating func link(_ parent: Int, _ child: Int) {
        ribs[parent].children.append(child)
        ribs[child].parents.append(parent)
    }

    // MARK: services and edges

    private mutating func chooseUses(random: inout SplitMix64) {
        for index in ribs.indices {
            var rib = ribs[index]
            let streams = rib.idiom == .rx ? Service.rxStreams : Service.combineStreams
            var used = [random.pick(streams)]
            var clients = Service.clients
            random.shuffle(&clients)
            used += clients.prefix(1 + random.below(3))
            rib.used = used.sorted()
            rib.hasWorker = !rib.isRoot && random.chance(35)
            for (position, child) in rib.children.enumerated() {
                if position == 0 && (rib.isRoot || random.chance(30)) {
                    rib.edges[child] = .permanent
                } else {
                    rib.edges[child] = .onDemand(variant: random.below(2))
                }
            }
            ribs[index] = rib
        }
    }

    // MARK: planted violations

    private mutating func plant(random: inout SplitMix64) {
        let nonRoot = Array(1..<ribs.count)
        let singleParent = nonRoot.filter { ribs[$0].parents.count == 1 }
        func isOnDemand(_ style: EdgeStyle?) -> Bool {
            if case .onDemand = style { return true }
            return false
        }
        func withOnDemandChild() -> [Int] {
            nonRoot.filter { index in ribs[index].edges.values.contains { isOnDemand($0) } }
        }

        func choose(_ candidates: [Int], _ count: Int, _ random: inout SplitMix64) -> [Int] {
            var shuffled = candidates
            random.shuffle(&shuffled)
            return Array(shuffled.prefix(count))
        }
        func spread(_ plantFor: (Int) -> Plant, variants: Int, among candidates: [Int], _ random: inout SplitMix64) {
            for (position, index) in choose(candidates, plantsPerRule, &random).enumerated() {
                ribs[index].plants.insert(plantFor(position % variants))
            }
        }

        spread({ .strongListener($0) }, variants: 4, among: nonRoot, &random)
        spread({ .selfCapture($0) }, variants: 2, among: nonRoot, &random)
        // Unconfined subscriptions: three interactor spellings, one worker spelling.
        for (position, index) in choose(nonRoot, plantsPerRule, &random).enumerated() {
            let variant = position % 4
            if variant == 3 {
                ribs[index].hasWorker = true
            }
            ribs[index].plants.insert(.unconfined(variant))
        }
        spread({ _ in .subscriptionBeforeActivation }, variants: 1, among: nonRoot, &random)
        for (position, index) in choose(nonRoot, plantsPerRule, &random).enumerated() {
            let variant = position % 4
            if variant == 3 { ribs[index].hasWorker = true }
            ribs[index].plants.insert(.missingSuper(variant))
        }
        spread({ _ in .childExposesStream }, variants: 1, among: nonRoot, &random)
        spread({ _ in .subscriptionInRouter }, variants: 1, among: nonRoot, &random)
        spread({ _ in .unfulfilledDependency }, variants: 1, among: singleParent, &random)
        spread({ _ in .dependencyTypeMismatch }, variants: 1, among: singleParent, &random)
        spread({ _ in .mutableStreamPassedDown }, variants: 1, among: singleParent, &random)
        spread({ _ in .unsharedInstance }, variants: 1, among: Array(ribs.indices), &random)
        spread({ .viewInInteractor($0) }, variants: 3, among: nonRoot, &random)
        spread({ .unusedSuppression($0) }, variants: 2, among: nonRoot, &random)
        spread({ _ in .suppressedSubscription }, variants: 1, among: nonRoot, &random)
        spread({ _ in .suppressedRouterListener }, variants: 1, among: nonRoot, &random)

        // Unused dependency: a service the RIB neither uses nor forwards; checked again once the
        // children's requirements are known.
        for index in choose(nonRoot, plantsPerRule, &random) {
            let candidates = Service.clients.filter { !ribs[index].used.contains($0) }
            ribs[index].unusedService = random.pick(candidates)
        }

        // Router leaks on parent -> child edges.
        for parent in choose(withOnDemandChild(), plantsPerRule, &random) {
            if let child = ribs[parent].children.first(where: { isOnDemand(ribs[parent].edges[$0]) }) {
                ribs[parent].edges[child] = .retainedAfterDetach
            }
        }
        for parent in choose(withOnDemandChild(), plantsPerRule, &random) {
            if let child = ribs[parent].children.first(where: { isOnDemand(ribs[parent].edges[$0]) }) {
                ribs[parent].edges[child] = .neverDetached
            }
        }
        // Upward subscriptions: a parent subscribes to a stream its child hands it.
        let upwardParents = Array(ribs.indices).filter { index in
            ribs[index].children.contains { ribs[$0].parents.count == 1 && !ribs[$0].emitsProgress }
        }
        for parent in choose(upwardParents, plantsPerRule, &random) {
            if let child = ribs[parent].children.first(where: { ribs[$0].parents.count == 1 && !ribs[$0].emitsProgress }) {
                ribs[parent].upwardChildren.insert(child)
                ribs[child].emitsProgress = true
            }
        }
    }

    // MARK: dependencies

    /// Bottom-up (children have larger indices than their parents): every RIB lists what it
    /// uses, what its children need and its planted unused requirement.
    private mutating func computeRequirements() {
        for index in ribs.indices.reversed() {
            var rib = ribs[index]
            var childCounts: [Int: Int] = [:]
            for child in rib.children {
                for service in ribs[child].requirements { childCounts[service, default: 0] += 1 }
            }
            if rib.isRoot {
                rib.bodyProvided = Set(Service.all.indices)
                rib.requirements = []
                rib.unusedService = nil
            } else {
                var needed = Set(rib.used).union(childCounts.keys)
                if let unused = rib.unusedService {
                    if needed.contains(unused) {
                        let others = Service.clients.filter { !needed.contains($0) }
                        rib.unusedService = others.first
                    }
                    if let unused = rib.unusedService { needed.insert(unused) }
                }
                rib.requirements = needed.sorted()
                rib.bodyProvided = Set(rib.used).union(childCounts.filter { $0.value >= 2 }.keys)
            }
            ribs[index] = rib
        }
    }
}
