import RIBs

extension AccountComponent: BillingDependency {}
