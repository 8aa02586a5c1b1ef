import RIBs
import RxSwift

extension TripComponent: FareDependency {
    // Float where Double is required.
    var surgeMultiplier: Float { 1.5 }
    var promoCode: String? { nil }
    var fareUpdates: Observable<Double> { shared { Observable<Double>.just(12) } }
    // The same type as required, spelled with other spacing.
    var zoneRates: [String:Double] { ["center": 1.2] }
    // The same type as required, named with its framework module.
    var receiptHost: RIBs.ViewControllable { TripViewController() }
}
