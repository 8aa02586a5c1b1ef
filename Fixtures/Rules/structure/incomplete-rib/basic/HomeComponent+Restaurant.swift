import RIBs

extension HomeComponent: RestaurantDependency {}
