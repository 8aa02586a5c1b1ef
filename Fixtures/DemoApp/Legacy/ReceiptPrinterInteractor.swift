import RIBs

// Deliberate violation: left over from the removed printed-receipt feature. An interactor with no
// router and no builder (an incomplete RIB) that no RIB builds (an unreachable one).
final class ReceiptPrinterInteractor: Interactor { // expect: structure/incomplete-rib, structure/unreachable-rib
    func receiptText(for receipt: RideReceipt, price: Price) -> String {
        "Bike \(receipt.bikeID): \(receipt.meters) m, \(price.cents) \(price.currency.code) cents"
    }
}
