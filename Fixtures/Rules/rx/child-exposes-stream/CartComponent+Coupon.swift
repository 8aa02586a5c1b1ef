import RIBs

extension CartComponent: CouponDependency {}
