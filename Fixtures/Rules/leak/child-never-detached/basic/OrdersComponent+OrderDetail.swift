import RIBs

extension OrdersComponent: OrderDetailDependency {}
