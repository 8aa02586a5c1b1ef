import RIBs

protocol LoansDependency: Dependency {
    var loanLedger: LoanLedger { get }
    var branchName: String { get }
}

final class LoansComponent: Component<LoansDependency> {
    var loanLedger: LoanLedger { dependency.loanLedger }
    var branchName: String { dependency.branchName }
}

// MARK: - Builder

protocol LoansBuildable: Buildable {
    func build(withListener listener: LoansListener) -> LoansRouting
}

final class LoansBuilder: Builder<LoansDependency>, LoansBuildable {
    override init(dependency: LoansDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: LoansListener) -> LoansRouting {
        let component = LoansComponent(dependency: dependency)
        let viewController = LoansViewController()
        let interactor = LoansInteractor(presenter: viewController, ledger: component.loanLedger, branch: component.branchName)
        interactor.listener = listener
        return LoansRouter(interactor: interactor, viewController: viewController)
    }
}
