/// Word lists for names. RIB names are two words (`OrderHistory`), so that no RIB's name is a
/// prefix of another's and grouping by name prefix stays unambiguous. No word ends in a suffix
/// the rules look at (`View`, `Stream`, `Listener`, `Delegate`, `Routing`, ...).
enum Vocabulary {
    static let ribPrefixes = [
        "Account", "Address", "Basket", "Booking", "Campaign", "Checkout", "Coupon", "Courier",
        "Delivery", "Driver", "Earnings", "Favorite", "Feedback", "Fleet", "Gift", "Grocery",
        "Help", "Invoice", "Journey", "Kitchen", "Loyalty", "Market", "Meal", "Merchant",
        "Onboarding", "Parcel", "Partner", "Payout", "Pickup", "Pricing", "Promo", "Rating",
        "Receipt", "Referral", "Restaurant", "Rider", "Safety", "Schedule", "Store", "Subscription",
        "Support", "Tipping", "Transit", "Trip", "Vehicle", "Voucher", "Wallet", "Zone",
    ]

    static let ribNouns = [
        "Summary", "Detail", "Editor", "Picker", "History", "Settings", "Search", "Overview",
        "Confirmation", "Selection", "Status", "Tracker", "Inbox", "Catalog", "Checklist", "Flow",
        "Gallery", "Insights", "Lookup", "Manager", "Planner", "Queue", "Review", "Scanner",
        "Timeline", "Wizard", "Hub", "Board", "Composer", "Dashboard",
    ]

    static let fieldNames = [
        "identifier", "title", "subtitle", "amount", "currencyCode", "createdAt", "updatedAt", "status",
        "quantity", "notes", "rating", "distance", "duration", "isFavorite", "isArchived", "tags",
        "ownerName", "imagePath", "category", "priority", "latitude", "longitude", "discount", "total",
        "reference", "summaryText", "badgeCount", "sortIndex", "expiresAt", "region",
    ]

    /// (type, default value expression, sample literal)
    static let fieldTypes: [(type: String, defaultValue: String)] = [
        ("String", "\"\""), ("Int", "0"), ("Double", "0.0"), ("Bool", "false"), ("[String]", "[]"),
        ("Int?", "nil"), ("String?", "nil"), ("Decimal", "0"),
    ]

    static let verbs = [
        "load", "refresh", "reconcile", "validate", "merge", "prepare", "normalize", "score",
        "rank", "group", "summarize", "schedule", "resolve", "compact", "hydrate",
    ]

    static let eventNames = ["opened", "closed", "tapped", "scrolled", "refreshed", "failed", "retried", "shared"]

    static let colors = ["systemBlue", "systemGreen", "systemOrange", "systemRed", "label", "secondaryLabel",
                         "systemBackground", "secondarySystemBackground", "tertiaryLabel", "systemGray"]
}
