import Foundation

final class FaqIndex {
    func answers(matching query: String) -> [String] { [] }
}

final class CouponFeed {
    func currentCoupons() -> [String] { [] }
}
