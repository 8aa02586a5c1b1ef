import RIBs

extension OrdersComponent: ReceiptDependency {}
