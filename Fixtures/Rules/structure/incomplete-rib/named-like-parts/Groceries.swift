import Foundation

/// Discount coupons the shopper clipped for the grocery delivery app.
final class CouponWallet {
    private(set) var codes: [String] = []

    func clip(_ code: String) {
        codes.append(code)
    }
}
