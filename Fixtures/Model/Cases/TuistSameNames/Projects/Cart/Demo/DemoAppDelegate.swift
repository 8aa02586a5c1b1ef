import Cart
import RIBs
import UIKit

/// CartDemo: a harness app that builds the Cart RIB by itself with a filled basket. It is not the
/// shop app, so it is not Cart's parent and does not make Cart a root.
@main
final class DemoAppDelegate: UIResponder, UIApplicationDelegate, Cart.Listener {
    var window: UIWindow?
    private var cartRouter: Cart.Routing?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let router = Cart.Builder(dependency: DemoDependency()).build(withListener: self)
        cartRouter = router
        router.interactable.activate()
        router.load()
        return true
    }

    func cartDidCheckOut(total: Int) {
        print("demo checkout:", total)
    }
}

final class DemoDependency: Cart.Dependency {
    let basket: Basket = {
        let basket = Basket()
        basket.add(BasketItem(name: "teapot", price: 24))
        return basket
    }()
}
