// relevance: needed (builds the profile RIB outside every RIB: names a RIB part)
import UIKit

/// A demo screen that shows the profile RIB alone. This file imports no RIBs module and inherits
/// only from a UIKit class, so a run lets its bytes go once it is parsed; that it builds
/// `ProfileBuilder` must still be known (the unfulfilled requirement's message names
/// `HostComponent`).
final class SampleHost: UIViewController {
    private var profile: ProfileRouting?

    override func viewDidLoad() {
        super.viewDidLoad()
        profile = ProfileBuilder(dependency: HostComponent()).build()
    }
}
