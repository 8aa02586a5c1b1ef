import RIBs

extension HomeComponent: DetailDependency {}
