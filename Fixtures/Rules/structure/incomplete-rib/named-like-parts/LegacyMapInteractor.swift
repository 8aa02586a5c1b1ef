import Combine
import Foundation

/// Clean: merely named like an interactor. A plain class from before the RIBs migration that
/// keeps the store-locator pins: no Interactor base, so no RIB (no incomplete-rib for its
/// missing router and builder, no unreachable-rib), and its subscription lives as long as the
/// object, which no interactor lifecycle governs (lifecycle/unconfined-subscription checks
/// interactors and workers only).
final class LegacyMapInteractor {
    private var cancellables = Set<AnyCancellable>()
    private(set) var pins: [String] = []

    init(pinUpdates: AnyPublisher<[String], Never>) {
        pinUpdates
            .sink { [weak self] pins in self?.pins = pins }
            .store(in: &cancellables)
    }
}
