import RIBs

/// What the app hands to RootBuilder. It provides RootDependency, and with it everything of
/// SearchDependency and LoansDependency, which RootDependency refines.
final class AppComponent: Component<EmptyDependency>, RootDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }

    var branchName: String { "Riverside Branch" }
    var catalogIndex: CatalogIndex { shared { CatalogIndex() } }
    var loanLedger: LoanLedger { shared { LoanLedger() } }
}
