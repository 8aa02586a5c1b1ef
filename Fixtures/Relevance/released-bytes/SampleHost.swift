// relevance: needed (builds the profile RIB outside every RIB: names a RIB part)
import Foundation

/// A demo host that shows the profile RIB alone. This file imports no RIBs module and inherits
/// from no framework type, so a run lets its bytes go once it is parsed; that it builds
/// `ProfileBuilder` must still be known (the unfulfilled requirement's message names
/// `HostComponent`).
final class SampleHost {
    private var profile: ProfileRouting?

    func start() {
        profile = ProfileBuilder(dependency: HostComponent()).build()
    }
}
