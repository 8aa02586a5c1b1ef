import RIBs

/// One component for the whole app: it is every RIB's dependency and makes every builder.
/// Parents do not construct their children's builders; each parent receives the child's
/// buildable through its own dependency and hands it to its router, which attaches the child.
/// So the tree is Root > Menu > Cart > Checkout (the routers' attachments), and AppComponent,
/// which has no builder, interactor or router, is no RIB and no parent.
final class AppComponent: Component<EmptyDependency>, RootDependency, MenuDependency, CartDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }

    // MARK: Services

    var kitchenClient: KitchenClient { shared { KitchenClient() } }
    var basket: Basket { shared { Basket() } }

    // MARK: Builders

    // Stored lazily: one builder for the app's lifetime.
    lazy var rootBuilder: RootBuildable = RootBuilder(dependency: self)
    lazy var menuBuilder: MenuBuildable = MenuBuilder(dependency: self)

    // Clean: computed, so a fresh builder per access, but a builder only keeps the dependency
    // it is given (here the one AppComponent); no state is lost between accesses.
    var cartBuilder: CartBuildable { CartBuilder(dependency: self) }
    var checkoutBuilder: CheckoutBuildable { CheckoutBuilder(dependency: self) }
}
