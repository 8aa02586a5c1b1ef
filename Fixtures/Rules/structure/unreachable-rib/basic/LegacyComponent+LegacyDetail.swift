import RIBs

extension LegacyComponent: LegacyDetailDependency {}
