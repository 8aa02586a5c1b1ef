import ProjectDescription

let project = Project(
    name: "Cart",
    targets: [
        .target(
            name: "Cart",
            destinations: .iOS,
            product: .staticFramework,
            bundleId: "com.example.shop.cart",
            sources: ["Sources/**"],
            dependencies: [.external(name: "RIBs")]
        ),
        // A small app that shows the Cart RIB on its own, for working on the feature.
        .target(
            name: "CartDemo",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.shop.cart.demo",
            sources: ["Demo/**"],
            dependencies: [.target(name: "Cart")]
        ),
    ]
)
